import { z } from 'zod';
import type { ToolDependencies } from '../../tool-dependencies.ts';
import { defineCmsTool } from '../../define-cms-tool.ts';
import { withNested } from './count-links-to.ts';
import { requireNavigationItem } from './require-navigation-item.ts';

export function createRemoveNavigationItemTool({ store }: Pick<ToolDependencies, 'store'>) {
  return defineCmsTool({
    name: 'cms_removeNavigationItem',
    idempotent: true,
    risk: 'destructive',
    extraction: null,
    description:
      'Remove a menu item for good, together with every item nested under it; the items after it move up. The pages it linked to are not touched. ' +
      'To hide an item but keep it, use cms_toggleNavigationItem. Get ids from cms_getNavigation. ' +
      'Returns the removed item and how many nested items went with it.',
    inputSchema: z.object({
      id: z.number().int().positive().describe('Id of the item to remove, e.g. 4 (from cms_getNavigation)'),
    }),
    describeEffect: async ({ id }) => {
      const item = await requireNavigationItem(store, id);
      const nested = withNested(await store.navigation.list(item.menu), [item.id]).size - 1;
      const menuName = `${item.menu.charAt(0).toUpperCase()}${item.menu.slice(1)} menu`;
      return `Remove menu link ${menuName} › ${item.label}${nested > 0 ? ` and the ${nested} ${nested === 1 ? 'link' : 'links'} nested under it` : ''}`;
    },
    execute: async ({ id }) => {
      const item = await requireNavigationItem(store, id);
      const result = await store.navigation.delete(item.id);
      const removedIds = result?.removedIds ?? [];
      return { removed: { id: item.id, label: item.label, menu: item.menu }, childrenRemoved: Math.max(0, removedIds.length - 1), removedIds };
    },
  });
}
