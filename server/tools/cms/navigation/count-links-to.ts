import type { CmsRepositories } from '../../../store/cms-store.ts';
import type { NavigationItemRecord } from '../../../store/navigation-repository.ts';

/** The roots and every item nested under them, at any depth. */
export function withNested(items: readonly NavigationItemRecord[], rootIds: Iterable<number>): Set<number> {
  const going = new Set(rootIds);
  for (let grew = true; grew; ) {
    grew = false;
    for (const item of items) {
      if (item.parentId !== null && going.has(item.parentId) && !going.has(item.id)) {
        going.add(item.id);
        grew = true;
      }
    }
  }
  return going;
}

/** Menu items that would go with the page: those linking to it and every item nested under them. */
export async function countLinksTo(store: Pick<CmsRepositories, 'navigation'>, pageId: number): Promise<number> {
  const items = await store.navigation.list();
  return withNested(
    items,
    items.filter((item) => item.target.type === 'page' && item.target.pageId === pageId).map((item) => item.id),
  ).size;
}
