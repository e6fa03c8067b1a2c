import type { NavigationItemRecord, NavigationTarget, NavigationTreeItem } from '../../../store/navigation-repository.ts';

function toTargetView(target: NavigationTarget) {
  return target.type === 'page' ? { page: target.pageSlug, pageTitle: target.pageTitle } : { url: target.url };
}

/** One item as the model sees it: ids to act on, where it leads, and where it sits. */
export function toNavigationItemView(item: NavigationItemRecord) {
  return {
    id: item.id,
    menu: item.menu,
    label: item.label,
    target: toTargetView(item.target),
    parentId: item.parentId,
    position: item.position,
    enabled: item.enabled,
  };
}

export type NavigationTreeView = {
  id: number;
  label: string;
  target: ReturnType<typeof toTargetView>;
  position: number;
  enabled: boolean;
  children: NavigationTreeView[];
};

export function toNavigationTreeView(items: readonly NavigationTreeItem[]): NavigationTreeView[] {
  return items.map((item) => ({
    id: item.id,
    label: item.label,
    target: toTargetView(item.target),
    position: item.position,
    enabled: item.enabled,
    children: toNavigationTreeView(item.children),
  }));
}
