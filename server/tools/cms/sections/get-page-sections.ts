import { z } from 'zod';
import type { ToolDependencies } from '../../tool-dependencies.ts';
import { defineCmsTool } from '../../define-cms-tool.ts';
import { pageSlug } from '../pages/page-fields.ts';
import { requirePage } from '../pages/require-page.ts';
import { toSectionPreview } from './to-section-view.ts';

export function createGetPageSectionsTool({ store }: Pick<ToolDependencies, 'store'>) {
  return defineCmsTool({
    name: 'cms_getPageSections',
    risk: 'safe',
    extraction: { path: 'sections', entityType: 'section', idField: 'id', nameField: 'template', isArray: true },
    description:
      "List a page's sections in order, briefly: id, template, position and a short preview of the text. " +
      'Use it to find the id of the section to change, move or delete; cms_getSectionContent then shows one section in full.',
    inputSchema: z.object({ pageSlug: pageSlug('Slug of the page, e.g. "home". Unsure? Call cms_listPages.') }),
    execute: async ({ pageSlug: slug }) => {
      const page = await requirePage(store, slug);
      const sections = await store.sections.listByPage(page.id);
      return { page: { slug: page.slug, title: page.title, status: page.status }, sections: sections.map(toSectionPreview) };
    },
  });
}
