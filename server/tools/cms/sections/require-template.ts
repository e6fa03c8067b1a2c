import type { CmsRepositories } from '../../../store/cms-store.ts';
import type { SectionTemplateRecord } from '../../../store/section-repository.ts';
import { NotFoundError } from '../../../errors/cms-errors.ts';
import { closestHint } from '../../closest-matches.ts';

export async function requireTemplate(store: Pick<CmsRepositories, 'sectionTemplates'>, name: string): Promise<SectionTemplateRecord> {
  const template = await store.sectionTemplates.getByName(name);
  if (template) return template;
  const names = await store.sectionTemplates.listNames();
  throw new NotFoundError({
    entity: 'section template',
    key: name,
    message:
      names.length === 0
        ? `No section template "${name}": the site has no section templates yet.`
        : `No section template "${name}".${closestHint(name, names)} Call cms_listSectionTemplates for all.`,
  });
}
