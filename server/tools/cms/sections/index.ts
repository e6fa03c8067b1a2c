import type { ToolDependencies } from '../../tool-dependencies.ts';
import { inCategory } from '../../define-cms-tool.ts';
import { createAddSectionToPageTool } from './add-section-to-page.ts';
import { createDeletePageSectionTool } from './delete-page-section.ts';
import { createDeletePageSectionsTool } from './delete-page-sections.ts';
import { createGetPageSectionsTool } from './get-page-sections.ts';
import { createGetSectionContentTool } from './get-section-content.ts';
import { createGetSectionFieldsTool } from './get-section-fields.ts';
import { createListSectionTemplatesTool } from './list-section-templates.ts';
import { createUpdateSectionContentTool } from './update-section-content.ts';

export function createSectionTools(services: ToolDependencies) {
  return inCategory('sections', [
    createListSectionTemplatesTool(services),
    createGetSectionFieldsTool(services),
    createGetPageSectionsTool(services),
    createGetSectionContentTool(services),
    createAddSectionToPageTool(services),
    createUpdateSectionContentTool(services),
    createDeletePageSectionTool(services),
    createDeletePageSectionsTool(services),
  ] as const);
}
