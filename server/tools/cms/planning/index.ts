import type { ToolDependencies } from '../../tool-dependencies.ts';
import { inCategory } from '../../define-cms-tool.ts';
import { createAnalyzeTaskTool } from './analyze-task.ts';

export function createPlanningTools(services: ToolDependencies, options: { knownToolNames: readonly string[] }) {
  return inCategory('planning', [createAnalyzeTaskTool(services, options)] as const);
}
