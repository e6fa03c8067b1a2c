import type { ToolDependencies } from '../../tool-dependencies.ts';
import { defineCmsTool } from '../../define-cms-tool.ts';
import { NotFoundError } from '../../../errors/cms-errors.ts';
import { findPost, withPostReference } from './post-reference.ts';

export function createDeletePostTool({ store }: Pick<ToolDependencies, 'store'>) {
  return defineCmsTool({
    name: 'cms_deletePost',
    idempotent: true,
    risk: 'destructive',
    extraction: null,
    description:
      'Delete a blog post (cms_undoChanges can bring it back). To take a post off the site but keep it, use cms_archivePost ' +
      'or cms_updatePost with status "draft". Returns the deleted post\'s id, title and slug.',
    inputSchema: withPostReference({}),
    describeEffect: async (reference) => {
      const post = await findPost(store, reference);
      const date = post.publishedAt?.slice(0, 10);
      const state = post.status === 'published' && date ? `published ${date}` : `${post.status}${date ? `, published ${date}` : ''}`;
      return `Delete post '${post.title}' (${state})`;
    },
    execute: async (reference) => {
      const post = await findPost(store, reference);
      const deleted = await store.posts.delete(post.id);
      // Someone else may have deleted it between the lookup and now.
      if (!deleted)
        throw new NotFoundError({ entity: 'post', key: post.id, message: `Post ${post.id} was already deleted. Call cms_listPosts to see the posts left.` });
      return { deleted: { id: deleted.id, title: deleted.title, slug: deleted.slug } };
    },
  });
}
