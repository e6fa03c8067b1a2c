import type { ToolServices } from '../../../services/container.ts';
import { inCategory } from '../../define-cms-tool.ts';
import { createFindResourceTool } from './find-resource.ts';
import { createSearchVectorTool } from './search-vector.ts';

export function createSearchTools(services: ToolServices) {
  return inCategory('search', [createSearchVectorTool(services), createFindResourceTool(services)] as const);
}
