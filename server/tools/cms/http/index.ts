import type { ToolServices } from '../../../services/container.ts';
import { inCategory } from '../../define-cms-tool.ts';
import { createHttpGetTool } from './http-get.ts';
import { createHttpPostTool } from './http-post.ts';

export function createHttpTools(services: ToolServices) {
  return inCategory('http', [createHttpGetTool(services), createHttpPostTool(services)] as const);
}
