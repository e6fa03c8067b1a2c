import type { CmsRepositories } from '../../../store/cms-store.ts';
import type { SectionRecord } from '../../../store/section-repository.ts';
import { toSectionPreview } from './to-section-view.ts';

/** `Home › Call to action ('Ready for your first summit?')`: how an editor recognises a section. */
export async function nameSection(store: Pick<CmsRepositories, 'pages' | 'sectionTemplates'>, section: SectionRecord): Promise<string> {
  const [page, template] = await Promise.all([store.pages.getById(section.pageId), store.sectionTemplates.getByName(section.templateName)]);
  const { preview } = toSectionPreview(section);
  return `${page?.title ?? `page ${section.pageId}`} › ${template?.label ?? section.templateName}${preview ? ` ('${preview}')` : ''}`;
}
