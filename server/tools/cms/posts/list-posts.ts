import { z } from 'zod';
import type { ToolDependencies } from '../../tool-dependencies.ts';
import { POST_STATUSES } from '../../../store/post-repository.ts';
import { defineCmsTool } from '../../define-cms-tool.ts';
import { toPostSummary } from './to-post-view.ts';

export function createListPostsTool({ store }: Pick<ToolDependencies, 'store'>) {
  return defineCmsTool({
    name: 'cms_listPosts',
    risk: 'safe',
    extraction: { path: 'posts', entityType: 'post', idField: 'id', nameField: 'title', isArray: true },
    description:
      'List blog posts, newest first, optionally filtered by status, tag, words in the text, or a publication date range ' +
      '(e.g. "last week\'s posts": publishedAfter and publishedBefore). Returns id, title, slug, status, publishedAt, author, excerpt and tags ' +
      "per post, the total matching, and nextOffset for the next page. Call cms_getPost for a post's full body.",
    inputSchema: z.object({
      status: z.enum(POST_STATUSES).optional().describe('Only posts in this state, e.g. "published"'),
      tag: z.string().optional().describe('Only posts with this tag, e.g. "events"'),
      query: z.string().optional().describe('Words that must all appear in the title, excerpt or body, e.g. "asparagus"'),
      publishedAfter: z.string().optional().describe('Only posts published on or after this ISO date or date-time, e.g. "2025-03-03"'),
      publishedBefore: z.string().optional().describe('Only posts published before this ISO date or date-time (exclusive), e.g. "2025-03-10"'),
      limit: z.number().int().min(1).max(50).default(20).describe('Posts per page, 1-50, e.g. 20'),
      offset: z.number().int().min(0).default(0).describe('Posts to skip, e.g. 20 for the second page'),
    }),
    execute: async (options) => {
      const { posts, total } = await store.posts.list(options);
      const nextOffset = options.offset + posts.length < total ? options.offset + posts.length : null;
      return { total, offset: options.offset, nextOffset, posts: posts.map(toPostSummary) };
    },
  });
}
