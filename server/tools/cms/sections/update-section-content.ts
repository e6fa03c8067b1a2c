import { z } from 'zod';
import type { ToolDependencies } from '../../tool-dependencies.ts';
import { defineCmsTool } from '../../define-cms-tool.ts';
import { requireSection } from './require-section.ts';
import { sectionFields } from './section-fields.ts';
import { toSectionView } from './to-section-view.ts';

export function createUpdateSectionContentTool({ store }: Pick<ToolDependencies, 'store'>) {
  return defineCmsTool({
    name: 'cms_updateSectionContent',
    idempotent: true,
    risk: 'moderate',
    extraction: { path: 'section', entityType: 'section', idField: 'id', nameField: 'template', isArray: false },
    description:
      'Change some fields of one section, and/or move it to another position on its page. Only the fields you pass change; ' +
      'pass null to clear an optional field. The merged content must still fit the template (cms_getSectionContent shows the current ' +
      'content and the fields): otherwise nothing changes and every bad field is named. Returns the section as saved.',
    inputSchema: z
      .object({
        sectionId: sectionFields.sectionId,
        content: sectionFields.content
          .optional()
          .describe('Only the fields to change, e.g. { "heading": "Fresh bread daily" }; { "subheading": null } clears a field. Lists are replaced whole.'),
        position: sectionFields.position.optional(),
      })
      .refine(({ content, position }) => content !== undefined || position !== undefined, {
        message: 'nothing to change: pass content, position or both',
      }),
    execute: async ({ sectionId, content, position }) =>
      store.transaction(async (transaction) => {
        let section = await requireSection(transaction, sectionId);
        if (content) section = await transaction.sections.updateContent(sectionId, content);
        if (position !== undefined) section = await transaction.sections.move(sectionId, position);
        return { section: toSectionView(section) };
      }),
  });
}
