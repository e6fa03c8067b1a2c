import type { ToolDependencies } from '../../tool-dependencies.ts';
import { inCategory } from '../../define-cms-tool.ts';
import { createDownloadPhotoTool } from './download-photo.ts';
import { createSearchPhotosTool } from './search-photos.ts';

export function createPexelsTools(services: ToolDependencies) {
  return inCategory('pexels', [createSearchPhotosTool(services), createDownloadPhotoTool(services)] as const);
}
