import { z } from 'zod';
import type { ToolDependencies } from '../../tool-dependencies.ts';
import { defineCmsTool } from '../../define-cms-tool.ts';
import { navigationItemFields, requireLinkedPage } from './navigation-item-fields.ts';
import { siblingOrder } from './sibling-order.ts';
import { toNavigationItemView } from './to-navigation-view.ts';

export function createAddNavigationItemTool({ store }: Pick<ToolDependencies, 'store'>) {
  return defineCmsTool({
    name: 'cms_addNavigationItem',
    risk: 'moderate',
    extraction: { path: 'item', entityType: 'navigationItem', idField: 'id', nameField: 'label', isArray: false },
    description:
      "Add a link to a site menu, pointing at one of the site's pages (pageSlug) or at a URL. Goes at the end unless a position is given; " +
      "to nest it in a dropdown, give the parent item's id (from cms_getNavigation). Returns the new item and its siblings in their new order.",
    inputSchema: z.object({
      menu: z.string().min(1).default('main').describe('Menu name, e.g. "main" (default) or "footer"; a new name starts a new menu'),
      label: z.string().describe('Text shown in the menu, non-empty, e.g. "Opening hours"'),
      ...navigationItemFields(),
      parentId: z.number().int().positive().optional().describe('Id of the item to nest this under, e.g. 4. Leave out for the top level.'),
      enabled: z.boolean().default(true).describe('false to add it hidden, e.g. while the page is still a draft'),
    }),
    execute: async (input) => {
      await requireLinkedPage(store, input.pageSlug);
      const item = await store.navigation.create(input);
      return { item: toNavigationItemView(item), siblings: await siblingOrder(store, item) };
    },
  });
}
