import { z } from 'zod';
import type { ToolDependencies } from '../../tool-dependencies.ts';
import { defineCmsTool } from '../../define-cms-tool.ts';
import { ConflictError } from '../../../errors/cms-errors.ts';
import { findPost, withPostReference } from './post-reference.ts';
import { toPostSummary } from './to-post-view.ts';

export function createPublishPostTool({ store }: Pick<ToolDependencies, 'store'>) {
  return defineCmsTool({
    name: 'cms_publishPost',
    idempotent: true,
    risk: 'moderate',
    extraction: { path: 'post', entityType: 'post', idField: 'id', nameField: 'title', isArray: false },
    description:
      'Publish a blog post: it goes live on the site, dated now unless publishedAt is given (use that to backdate). ' +
      'Publishing an already published post only changes its date when publishedAt is given. ' +
      'An archived post is refused unless restoreArchived is true, because archiving was a deliberate decision to take it down. ' +
      'To unpublish, call cms_updatePost with status "draft". Returns the post\'s summary.',
    inputSchema: withPostReference({
      publishedAt: z.string().optional().describe('Publication date, ISO 8601, e.g. "2025-03-14" or "2025-03-14T09:00:00Z". Defaults to now.'),
      restoreArchived: z.boolean().default(false).describe('true to put an archived post back on the site, only when the editor asked for that'),
    }),
    execute: async ({ id, slug, publishedAt, restoreArchived }) => {
      const post = await findPost(store, { id, slug });
      if (post.status === 'archived' && !restoreArchived) {
        throw new ConflictError({
          entity: 'post',
          key: post.id,
          message: `Post ${post.id} "${post.title}" is archived. If the editor wants it back on the site, call cms_publishPost again with restoreArchived: true.`,
        });
      }
      // A post coming back from the archive is dated afresh, like any newly published post.
      const date = publishedAt ?? (post.status === 'archived' ? new Date().toISOString() : undefined);
      const published = await store.posts.update(post.id, { status: 'published', publishedAt: date });
      return { post: toPostSummary(published), previousStatus: post.status };
    },
  });
}
