import type { CmsRepositories } from '../../../store/cms-store.ts';
import type { NavigationItemRecord } from '../../../store/navigation-repository.ts';

/** The item's siblings (itself included) in menu order, so the model sees where it landed. */
export async function siblingOrder(store: Pick<CmsRepositories, 'navigation'>, item: NavigationItemRecord) {
  const items = await store.navigation.list(item.menu);
  return items.filter((candidate) => candidate.parentId === item.parentId).map(({ id, label, position }) => ({ id, label, position }));
}
