import { z } from 'zod';
import type { ToolDependencies } from '../../tool-dependencies.ts';
import { defineCmsTool } from '../../define-cms-tool.ts';

export function createListSectionTemplatesTool({ store }: Pick<ToolDependencies, 'store'>) {
  return defineCmsTool({
    name: 'cms_listSectionTemplates',
    risk: 'safe',
    extraction: { path: 'templates', entityType: 'template', idField: 'name', nameField: 'label', isArray: true },
    description:
      'List the section templates (the building blocks of a page, such as a hero banner or a feature grid): name, label, what each is for ' +
      'and its field names. Use it to choose a template; then call cms_getSectionFields for the exact fields before writing content.',
    inputSchema: z.object({}),
    execute: async () => {
      const templates = await store.sectionTemplates.list();
      return {
        templates: templates.map((template) => ({
          name: template.name,
          label: template.label,
          description: template.description,
          fields: template.fields.map((field) => field.name),
          requiredFields: template.fields.filter((field) => field.required).map((field) => field.name),
        })),
      };
    },
  });
}
