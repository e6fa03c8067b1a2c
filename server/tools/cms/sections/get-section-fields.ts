import { z } from 'zod';
import type { ToolDependencies } from '../../tool-dependencies.ts';
import { defineCmsTool } from '../../define-cms-tool.ts';
import { oneOf } from '../../schema-helpers.ts';
import { describeTemplateFields } from './describe-template-fields.ts';
import { requireTemplate } from './require-template.ts';

export function createGetSectionFieldsTool({ store }: Pick<ToolDependencies, 'store'>) {
  return defineCmsTool({
    name: 'cms_getSectionFields',
    risk: 'safe',
    extraction: { path: '', entityType: 'template', idField: 'template', nameField: 'label', isArray: false },
    description:
      "Get the fields of one section template: each field's name, type, whether it is required, what it is for and the exact value shape it expects. " +
      'Call this before cms_addSectionToPage, cms_createPageWithContent or cms_updateSectionContent so the content fits the first time.',
    inputSchema: (choices) => z.object({ template: oneOf(choices.templateNames, 'Template name, e.g. "hero". cms_listSectionTemplates lists them.') }),
    execute: async ({ template: name }) => {
      const template = await requireTemplate(store, name);
      return { template: template.name, label: template.label, description: template.description, fields: describeTemplateFields(template.fields) };
    },
  });
}
