import { z } from 'zod';
import type { ToolDependencies } from '../../tool-dependencies.ts';
import { defineCmsTool } from '../../define-cms-tool.ts';
import { describeTemplateFields } from './describe-template-fields.ts';
import { requireSection } from './require-section.ts';
import { requireTemplate } from './require-template.ts';
import { sectionFields } from './section-fields.ts';

export function createGetSectionContentTool({ store }: Pick<ToolDependencies, 'store'>) {
  return defineCmsTool({
    name: 'cms_getSectionContent',
    risk: 'safe',
    extraction: { path: 'section', entityType: 'section', idField: 'id', nameField: 'template', isArray: false },
    description:
      "Get one section in full: its page, template, position, current content, and the template's fields (types, required, expected shapes). " +
      'Use it before cms_updateSectionContent to see what is there and what may change.',
    inputSchema: z.object({ sectionId: sectionFields.sectionId }),
    execute: async ({ sectionId }) => {
      const section = await requireSection(store, sectionId);
      const [page, template] = await Promise.all([store.pages.getById(section.pageId), requireTemplate(store, section.templateName)]);
      return {
        section: { id: section.id, template: section.templateName, position: section.position, pageSlug: page?.slug },
        content: section.content,
        fields: describeTemplateFields(template.fields),
      };
    },
  });
}
