import { z } from 'zod';
import type { ToolDependencies } from '../../tool-dependencies.ts';
import { defineCmsTool } from '../../define-cms-tool.ts';
import { toSectionView } from '../sections/to-section-view.ts';
import { pageSlug } from './page-fields.ts';
import { requirePage } from './require-page.ts';
import { toPageSummary } from './to-page-summary.ts';

export function createGetPageTool({ store }: Pick<ToolDependencies, 'store'>) {
  return defineCmsTool({
    name: 'cms_getPage',
    risk: 'safe',
    extraction: { path: 'page', entityType: 'page', idField: 'id', nameField: 'title', isArray: false },
    description:
      'Get one page by slug: its title, status and SEO meta, plus every section in order with its id, template, position and full content. ' +
      'Use it before changing a page or to answer questions about what a page says. Unsure of the slug? Call cms_listPages.',
    inputSchema: z.object({ slug: pageSlug('Slug of the page, e.g. "about". Unsure? Call cms_listPages.') }),
    execute: async ({ slug }) => {
      const page = await requirePage(store, slug);
      const sections = await store.sections.listByPage(page.id);
      return { page: toPageSummary(page), sections: sections.map(toSectionView) };
    },
  });
}
