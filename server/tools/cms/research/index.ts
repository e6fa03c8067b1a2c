import type { ToolDependencies } from '../../tool-dependencies.ts';
import { inCategory } from '../../define-cms-tool.ts';
import { createDeepResearchTool } from './deep-research.ts';
import { createFetchContentTool } from './fetch-content.ts';
import { createQuickSearchTool } from './quick-search.ts';

export function createResearchTools(services: ToolDependencies) {
  return inCategory('research', [createQuickSearchTool(services), createFetchContentTool(services), createDeepResearchTool(services)] as const);
}
