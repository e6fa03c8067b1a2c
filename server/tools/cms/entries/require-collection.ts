import type { CmsRepositories } from '../../../store/cms-store.ts';
import type { CollectionRecord } from '../../../store/collection-repository.ts';
import { NotFoundError } from '../../../errors/cms-errors.ts';

/** Only reached when the schema could not offer the names as an enum (no collections yet) or one was just deleted. */
export async function requireCollection(store: Pick<CmsRepositories, 'collections'>, name: string): Promise<CollectionRecord> {
  const collection = await store.collections.getByName(name);
  if (collection) return collection;
  const names = await store.collections.listNames();
  const known = names.length > 0 ? `Collections: ${names.map((candidate) => `"${candidate}"`).join(', ')}.` : 'The site has no collections yet.';
  throw new NotFoundError({ entity: 'collection', key: name, message: `No collection "${name}". ${known}` });
}
