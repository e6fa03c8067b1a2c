import type { CmsRepositories } from '../../../store/cms-store.ts';
import type { SectionRecord } from '../../../store/section-repository.ts';
import { NotFoundError } from '../../../errors/cms-errors.ts';

export async function requireSection(store: Pick<CmsRepositories, 'sections'>, sectionId: number): Promise<SectionRecord> {
  const section = await store.sections.getById(sectionId);
  if (section) return section;
  throw new NotFoundError({
    entity: 'section',
    key: sectionId,
    message: `No section with id ${sectionId}. Call cms_getPageSections with the page's slug to see its section ids.`,
  });
}
