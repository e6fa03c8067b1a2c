import type { ToolDependencies } from '../../tool-dependencies.ts';
import { inCategory } from '../../define-cms-tool.ts';
import { createCreatePageTool } from './create-page.ts';
import { createCreatePageWithContentTool } from './create-page-with-content.ts';
import { createDeletePageTool } from './delete-page.ts';
import { createGetPageTool } from './get-page.ts';
import { createListPagesTool } from './list-pages.ts';
import { createUpdatePageTool } from './update-page.ts';

export function createPageTools(services: ToolDependencies) {
  return inCategory('pages', [
    createGetPageTool(services),
    createListPagesTool(services),
    createCreatePageTool(services),
    createCreatePageWithContentTool(services),
    createUpdatePageTool(services),
    createDeletePageTool(services),
  ] as const);
}
