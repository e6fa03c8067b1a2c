import type { ToolDependencies } from '../../tool-dependencies.ts';
import { defineCmsTool } from '../../define-cms-tool.ts';
import { findPost, withPostReference } from './post-reference.ts';
import { toPostDetail } from './to-post-view.ts';

export function createGetPostTool({ store }: Pick<ToolDependencies, 'store'>) {
  return defineCmsTool({
    name: 'cms_getPost',
    risk: 'safe',
    extraction: { path: 'post', entityType: 'post', idField: 'id', nameField: 'title', isArray: false },
    description:
      'Get one blog post by id or slug with its full Markdown body, excerpt, tags, status, publication date, author and featured image id. ' +
      "Use before editing a post's text. To find a post, call cms_listPosts.",
    inputSchema: withPostReference({}),
    execute: async (reference) => ({ post: toPostDetail(await findPost(store, reference)) }),
  });
}
