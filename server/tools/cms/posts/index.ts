import type { ToolDependencies } from '../../tool-dependencies.ts';
import { inCategory } from '../../define-cms-tool.ts';
import { createArchivePostTool } from './archive-post.ts';
import { createCreatePostTool } from './create-post.ts';
import { createDeletePostTool } from './delete-post.ts';
import { createGetPostTool } from './get-post.ts';
import { createListPostsTool } from './list-posts.ts';
import { createPublishPostTool } from './publish-post.ts';
import { createUpdatePostTool } from './update-post.ts';

export function createPostTools(services: ToolDependencies) {
  return inCategory('posts', [
    createCreatePostTool(services),
    createUpdatePostTool(services),
    createPublishPostTool(services),
    createArchivePostTool(services),
    createDeletePostTool(services),
    createListPostsTool(services),
    createGetPostTool(services),
  ] as const);
}
