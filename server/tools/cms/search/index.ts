import type { ToolDependencies } from '../../tool-dependencies.ts';
import { inCategory } from '../../define-cms-tool.ts';
import { createFindResourceTool } from './find-resource.ts';
import { createSearchVectorTool } from './search-vector.ts';

export function createSearchTools(services: ToolDependencies) {
  return inCategory('search', [createSearchVectorTool(services), createFindResourceTool(services)] as const);
}
