import type { CmsRepositories } from '../store/cms-store.ts';
import type { SchemaChoices } from './define-cms-tool.ts';

export async function loadSchemaChoices(store: Pick<CmsRepositories, 'sectionTemplates' | 'collections'>): Promise<SchemaChoices> {
  const [templateNames, collectionNames] = await Promise.all([store.sectionTemplates.listNames(), store.collections.listNames()]);
  return { templateNames, collectionNames };
}
