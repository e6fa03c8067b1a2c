import type { CmsRepositories } from '../../../store/cms-store.ts';
import type { NavigationItemRecord } from '../../../store/navigation-repository.ts';
import { NotFoundError } from '../../../errors/cms-errors.ts';

const LISTED_IN_ERROR = 12;

/** The item with this id, or a NotFoundError listing the items that do exist. */
export async function requireNavigationItem(store: Pick<CmsRepositories, 'navigation'>, id: number): Promise<NavigationItemRecord> {
  const item = await store.navigation.getById(id);
  if (item) return item;
  const existing = await store.navigation.list();
  const listed = existing.slice(0, LISTED_IN_ERROR).map((candidate) => `${candidate.id} "${candidate.label}" (${candidate.menu})`);
  const more = existing.length > LISTED_IN_ERROR ? `, and ${existing.length - LISTED_IN_ERROR} more` : '';
  const known = existing.length > 0 ? ` Existing items: ${listed.join(', ')}${more}.` : ' There are no navigation items yet.';
  throw new NotFoundError({
    entity: 'navigation item',
    key: id,
    message: `No navigation item with id ${id}.${known} Call cms_getNavigation to see a menu with its ids.`,
  });
}
