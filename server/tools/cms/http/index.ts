import type { ToolDependencies } from '../../tool-dependencies.ts';
import { inCategory } from '../../define-cms-tool.ts';
import { createHttpGetTool } from './http-get.ts';
import { createHttpPostTool } from './http-post.ts';

export function createHttpTools(services: ToolDependencies) {
  return inCategory('http', [createHttpGetTool(services), createHttpPostTool(services)] as const);
}
