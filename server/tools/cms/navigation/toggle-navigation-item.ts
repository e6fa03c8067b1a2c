import { z } from 'zod';
import type { ToolDependencies } from '../../tool-dependencies.ts';
import { defineCmsTool } from '../../define-cms-tool.ts';
import { requireNavigationItem } from './require-navigation-item.ts';
import { toNavigationItemView } from './to-navigation-view.ts';

export function createToggleNavigationItemTool({ store }: Pick<ToolDependencies, 'store'>) {
  return defineCmsTool({
    name: 'cms_toggleNavigationItem',
    risk: 'moderate',
    extraction: { path: 'item', entityType: 'navigationItem', idField: 'id', nameField: 'label', isArray: false },
    description:
      "Show or hide a menu item without deleting it: a disabled item stays in the menu's settings but is not shown on the site. " +
      'Pass enabled to set it explicitly, or leave it out to flip the current state. Get ids from cms_getNavigation. Returns the item.',
    inputSchema: z.object({
      id: z.number().int().positive().describe('Id of the item, e.g. 4 (from cms_getNavigation)'),
      enabled: z.boolean().optional().describe('true to show, false to hide; leave out to flip, e.g. false'),
    }),
    execute: async ({ id, enabled }) => {
      const item = await requireNavigationItem(store, id);
      const updated = await store.navigation.update(item.id, { enabled: enabled ?? !item.enabled });
      return { item: toNavigationItemView(updated), previouslyEnabled: item.enabled };
    },
  });
}
