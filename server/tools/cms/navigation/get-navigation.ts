import { z } from 'zod';
import type { ToolDependencies } from '../../tool-dependencies.ts';
import { defineCmsTool } from '../../define-cms-tool.ts';
import { toNavigationTreeView } from './to-navigation-view.ts';

export function createGetNavigationTool({ store }: Pick<ToolDependencies, 'store'>) {
  return defineCmsTool({
    name: 'cms_getNavigation',
    risk: 'safe',
    extraction: { path: 'items', entityType: 'navigationItem', idField: 'id', nameField: 'label', isArray: true },
    description:
      "Get a site menu as a tree: each item's id, label, target (a page slug and title, or a URL), position among its siblings, " +
      'enabled flag and nested children. Also lists the names of all menus. Call this before adding, moving, renaming, ' +
      'toggling or removing navigation items, to get their ids.',
    inputSchema: z.object({
      menu: z.string().min(1).default('main').describe('Menu name, e.g. "main" (default) or "footer"'),
    }),
    execute: async ({ menu }) => {
      const [items, menus] = await Promise.all([store.navigation.getTree(menu), store.navigation.listMenus()]);
      return { menu, menus, items: toNavigationTreeView(items) };
    },
  });
}
