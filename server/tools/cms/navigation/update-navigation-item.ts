import { z } from 'zod';
import type { ToolDependencies } from '../../tool-dependencies.ts';
import { defineCmsTool } from '../../define-cms-tool.ts';
import { ValidationError } from '../../../errors/cms-errors.ts';
import { navigationItemFields, requireLinkedPage } from './navigation-item-fields.ts';
import { requireNavigationItem } from './require-navigation-item.ts';
import { siblingOrder } from './sibling-order.ts';
import { toNavigationItemView } from './to-navigation-view.ts';

export function createUpdateNavigationItemTool({ store }: Pick<ToolDependencies, 'store'>) {
  return defineCmsTool({
    name: 'cms_updateNavigationItem',
    idempotent: true,
    risk: 'moderate',
    extraction: { path: 'item', entityType: 'navigationItem', idField: 'id', nameField: 'label', isArray: false },
    description:
      'Change a menu item: rename it, point it at another page or URL, move it to another position, or nest it under another item ' +
      '(parentId) or back at the top level (parentId null). Only the fields you pass change; its children move with it. ' +
      'Get ids from cms_getNavigation. To show or hide an item use cms_toggleNavigationItem. Returns the item and its siblings in their new order.',
    inputSchema: z.object({
      id: z.number().int().positive().describe('Id of the item to change, e.g. 4 (from cms_getNavigation)'),
      label: z.string().optional().describe('New menu text, e.g. "Visit us"'),
      ...navigationItemFields(),
      parentId: z.number().int().positive().nullable().optional().describe('Id of the item to nest it under, e.g. 2, or null to move it to the top level'),
    }),
    execute: async ({ id, ...patch }) => {
      if (Object.values(patch).every((value) => value === undefined)) {
        throw new ValidationError({ fields: [{ field: '', message: 'nothing to change: pass at least one of label, pageSlug, url, position, parentId' }] });
      }
      await requireNavigationItem(store, id);
      await requireLinkedPage(store, patch.pageSlug);
      const item = await store.navigation.update(id, patch);
      return { item: toNavigationItemView(item), siblings: await siblingOrder(store, item) };
    },
  });
}
