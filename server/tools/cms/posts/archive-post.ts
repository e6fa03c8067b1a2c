import type { ToolDependencies } from '../../tool-dependencies.ts';
import { defineCmsTool } from '../../define-cms-tool.ts';
import { findPost, withPostReference } from './post-reference.ts';
import { toPostSummary } from './to-post-view.ts';

export function createArchivePostTool({ store }: Pick<ToolDependencies, 'store'>) {
  return defineCmsTool({
    name: 'cms_archivePost',
    idempotent: true,
    risk: 'moderate',
    extraction: { path: 'post', entityType: 'post', idField: 'id', nameField: 'title', isArray: false },
    description:
      'Archive a blog post: it leaves the site but is kept, with its publication date, for the record. Reversible: ' +
      'cms_updatePost with status "draft" makes it a draft again, cms_publishPost with restoreArchived puts it back live. ' +
      "To remove a post for good use cms_deletePost. Returns the post's summary.",
    inputSchema: withPostReference({}),
    execute: async (reference) => {
      const post = await findPost(store, reference);
      const archived = post.status === 'archived' ? post : await store.posts.update(post.id, { status: 'archived' });
      return { post: toPostSummary(archived), previousStatus: post.status };
    },
  });
}
