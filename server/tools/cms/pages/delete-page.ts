import { z } from 'zod';
import type { ToolDependencies } from '../../tool-dependencies.ts';
import { defineCmsTool } from '../../define-cms-tool.ts';
import { pageSlug } from './page-fields.ts';
import { requirePage } from './require-page.ts';

export function createDeletePageTool({ store }: Pick<ToolDependencies, 'store'>) {
  return defineCmsTool({
    name: 'cms_deletePage',
    risk: 'destructive',
    extraction: null,
    description:
      'Delete a page with all its sections, and remove navigation menu items that link to it (cms_undoChanges can bring them back). ' +
      'To hide a page without losing it, set its status to "draft" with cms_updatePage instead. ' +
      'Returns what was deleted: the page and how many sections and navigation items went with it.',
    inputSchema: z.object({ slug: pageSlug('Slug of the page to delete, e.g. "old-offers". Unsure? Call cms_listPages.') }),
    execute: async ({ slug }) => {
      const { page, sectionIds, navigationItemsRemoved } = await store.pages.delete((await requirePage(store, slug)).id);
      return {
        deleted: { slug: page.slug, title: page.title },
        sectionsDeleted: sectionIds.length,
        navigationItemsDeleted: navigationItemsRemoved,
      };
    },
  });
}
