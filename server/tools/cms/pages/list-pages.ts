import { z } from 'zod';
import type { ToolDependencies } from '../../tool-dependencies.ts';
import { PAGE_STATUSES } from '../../../store/page-repository.ts';
import { defineCmsTool } from '../../define-cms-tool.ts';

export function createListPagesTool({ store }: Pick<ToolDependencies, 'store'>) {
  return defineCmsTool({
    name: 'cms_listPages',
    risk: 'safe',
    // By id, as every other page tool names a page: a page listed here and then fetched is remembered once.
    extraction: { path: 'pages', entityType: 'page', idField: 'id', nameField: 'title', isArray: true },
    description:
      "List the site's pages (slug, title, status, number of sections, last update), optionally only drafts or only published ones. " +
      "Use it to find a page's slug before cms_getPage, cms_updatePage or a section tool.",
    inputSchema: z.object({
      status: z.enum(PAGE_STATUSES).optional().describe('Only pages with this status, e.g. "draft". Omit for all pages.'),
    }),
    execute: async ({ status }) => {
      const pages = await store.pages.list({ status });
      return {
        total: pages.length,
        pages: pages.map((page) => ({
          id: page.id,
          slug: page.slug,
          title: page.title,
          status: page.status,
          sectionCount: page.sectionCount,
          updatedAt: page.updatedAt,
        })),
      };
    },
  });
}
