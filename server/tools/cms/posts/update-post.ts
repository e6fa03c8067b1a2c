import { z } from 'zod';
import type { ToolDependencies } from '../../tool-dependencies.ts';
import { defineCmsTool } from '../../define-cms-tool.ts';
import { ValidationError } from '../../../errors/cms-errors.ts';
import { findPost, withPostReference } from './post-reference.ts';
import { toPostSummary } from './to-post-view.ts';

export function createUpdatePostTool({ store }: Pick<ToolDependencies, 'store'>) {
  return defineCmsTool({
    name: 'cms_updatePost',
    idempotent: true,
    risk: 'moderate',
    extraction: { path: 'post', entityType: 'post', idField: 'id', nameField: 'title', isArray: false },
    description:
      'Change a blog post: only the fields you pass change. Also unpublishes: status "draft" takes a published or archived post off the site ' +
      'and clears its publication date. To publish use cms_publishPost; to archive use cms_archivePost. ' +
      "Returns the post's summary and which fields changed. Read the current text first with cms_getPost.",
    inputSchema: withPostReference({
      title: z.string().optional().describe('New headline, e.g. "Spring menu: now with asparagus"'),
      newSlug: z.string().optional().describe('New URL name, lowercase words joined by hyphens, e.g. "spring-menu-2025"'),
      body: z.string().optional().describe('The whole new Markdown body (replaces the old one), e.g. "## New dishes\\n\\n…"'),
      excerpt: z.string().optional().describe('New listing summary, e.g. "Five new dishes."'),
      author: z.string().optional().describe('New byline, e.g. "Maria Lopez"'),
      tags: z.array(z.string()).optional().describe('The full new tag list (replaces the old one), e.g. ["menu", "seasonal"]'),
      featuredImageId: z
        .number()
        .int()
        .positive()
        .nullable()
        .optional()
        .describe('Image id from the media library, e.g. 7 (find one with cms_findImage), or null to remove the featured image'),
      publishedAt: z.string().optional().describe('New publication date of a published or archived post, ISO 8601, e.g. "2025-03-14"'),
      status: z.literal('draft').optional().describe('"draft" to unpublish the post'),
    }),
    execute: async ({ id, slug, newSlug, ...fields }) => {
      const post = await findPost(store, { id, slug });
      const changes = Object.fromEntries(Object.entries({ ...fields, slug: newSlug }).filter(([, value]) => value !== undefined));
      if (Object.keys(changes).length === 0) {
        throw new ValidationError({
          fields: [
            { field: '', message: 'nothing to change: pass at least one of title, newSlug, body, excerpt, author, tags, featuredImageId, publishedAt, status' },
          ],
        });
      }
      const updated = await store.posts.update(post.id, changes);
      return { post: toPostSummary(updated), changed: Object.keys(changes) };
    },
  });
}
