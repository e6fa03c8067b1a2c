import { z } from 'zod';
import type { ToolDependencies } from '../../tool-dependencies.ts';
import { defineCmsTool } from '../../define-cms-tool.ts';
import { pageSlug } from './page-fields.ts';
import { requirePage } from './require-page.ts';
import { countLinksTo } from '../navigation/count-links-to.ts';

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

export function createDeletePageTool({ store }: Pick<ToolDependencies, 'store'>) {
  return defineCmsTool({
    name: 'cms_deletePage',
    idempotent: true,
    risk: 'destructive',
    extraction: null,
    description:
      'Delete a page with all its sections, and remove navigation menu items that link to it (cms_undoChanges can bring them back). ' +
      'To hide a page without losing it, set its status to "draft" with cms_updatePage instead. ' +
      'Returns what was deleted: the page and how many sections and navigation items went with it.',
    inputSchema: z.object({ slug: pageSlug('Slug of the page to delete, e.g. "old-offers". Unsure? Call cms_listPages.') }),
    describeEffect: async ({ slug }) => {
      const page = await requirePage(store, slug);
      const sections = (await store.sections.listByPage(page.id)).length;
      const links = await countLinksTo(store, page.id);
      const going = [sections > 0 ? plural(sections, 'section') : '', links > 0 ? plural(links, 'menu link') : ''].filter(Boolean);
      return `Delete page ${page.title}${going.length > 0 ? `: its ${going.join(' and ')} go too` : ' (it has no sections or menu links)'}`;
    },
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
