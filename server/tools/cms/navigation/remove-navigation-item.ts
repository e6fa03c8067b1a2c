import { z } from 'zod';
import type { ToolDependencies } from '../../tool-dependencies.ts';
import { defineCmsTool } from '../../define-cms-tool.ts';
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
    execute: async ({ id }) => {
      const item = await requireNavigationItem(store, id);
      const result = await store.navigation.delete(item.id);
      const removedIds = result?.removedIds ?? [];
      return { removed: { id: item.id, label: item.label, menu: item.menu }, childrenRemoved: Math.max(0, removedIds.length - 1), removedIds };
    },
  });
}
