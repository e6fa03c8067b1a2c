import { z } from 'zod';
import type { ToolDependencies } from '../../tool-dependencies.ts';
import { defineCmsTool } from '../../define-cms-tool.ts';
import { oneOf } from '../../schema-helpers.ts';
import { pageSlug } from '../pages/page-fields.ts';
import { requirePage } from '../pages/require-page.ts';
import { sectionFields } from './section-fields.ts';
import { toSectionPreview, toSectionView } from './to-section-view.ts';

export function createAddSectionToPageTool({ store }: Pick<ToolDependencies, 'store'>) {
  return defineCmsTool({
    name: 'cms_addSectionToPage',
    risk: 'moderate',
    extraction: { path: 'section', entityType: 'section', idField: 'id', nameField: 'template', isArray: false },
    description:
      'Add one section (a block of content built from a template) to an existing page, at the end or at a given position. ' +
      'Call cms_getSectionFields for the template first: content that does not fit is rejected with every bad field named. ' +
      "Returns the new section with its id and the page's sections in their new order.",
    inputSchema: (choices) =>
      z.object({
        pageSlug: pageSlug('Slug of the page to add to, e.g. "about". Unsure? Call cms_listPages.'),
        template: oneOf(choices.templateNames, 'Section template, e.g. "hero". cms_listSectionTemplates describes each.'),
        content: sectionFields.content,
        position: sectionFields.position.optional().describe('Place on the page, 1 = top, e.g. 2. Later sections move down. Omit to add at the end.'),
      }),
    execute: async ({ pageSlug: slug, template, content, position }) => {
      const page = await requirePage(store, slug);
      const section = await store.sections.create({ pageId: page.id, templateName: template, content, position });
      const sections = await store.sections.listByPage(page.id);
      return { section: toSectionView(section), pageSections: sections.map(toSectionPreview) };
    },
  });
}
