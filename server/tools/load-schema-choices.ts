import type { CmsRepositories } from '../store/cms-store.ts';
import type { SchemaChoices } from './define-cms-tool.ts';

export async function loadSchemaChoices(store: Pick<CmsRepositories, 'sectionTemplates' | 'collections' | 'pages'>): Promise<SchemaChoices> {
  const [templateNames, collectionNames, pageSlugs] = await Promise.all([
    store.sectionTemplates.listNames(),
    store.collections.listNames(),
    store.pages.listSlugs(),
  ]);
  return { templateNames, collectionNames, pageSlugs };
}
