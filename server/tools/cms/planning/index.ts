import type { ToolServices } from '../../../services/container.ts';
import { inCategory } from '../../define-cms-tool.ts';
import { createAnalyzeTaskTool } from './analyze-task.ts';

export function createPlanningTools(services: ToolServices, options: { knownToolNames: readonly string[] }) {
  return inCategory('planning', [createAnalyzeTaskTool(services, options)] as const);
}
