import type { ToolDependencies } from '../../tool-dependencies.ts';
import { inCategory } from '../../define-cms-tool.ts';
import { createAddImageToSectionTool } from './add-image-to-section.ts';
import { createDeleteImageTool } from './delete-image.ts';
import { createFindImageTool } from './find-image.ts';
import { createListAllImagesTool } from './list-all-images.ts';
import { createReplaceImageTool } from './replace-image.ts';
import { createSearchImagesTool } from './search-images.ts';
import { createUpdateSectionImageTool } from './update-section-image.ts';

export function createImageTools(services: ToolDependencies) {
  return inCategory('images', [
    createFindImageTool(services),
    createSearchImagesTool(services),
    createListAllImagesTool(services),
    createAddImageToSectionTool(services),
    createUpdateSectionImageTool(services),
    createReplaceImageTool(services),
    createDeleteImageTool(services),
  ] as const);
}
