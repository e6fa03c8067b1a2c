import { z } from 'zod';
import type { ToolDependencies } from '../../tool-dependencies.ts';
import { defineCmsTool } from '../../define-cms-tool.ts';
import { toPostSummary } from './to-post-view.ts';

export function createCreatePostTool({ store }: Pick<ToolDependencies, 'store'>) {
  return defineCmsTool({
    name: 'cms_createPost',
    risk: 'moderate',
    extraction: { path: 'post', entityType: 'post', idField: 'id', nameField: 'title', isArray: false },
    description:
      'Create a blog post. It is saved as a draft (not on the site) unless status "published" is given; publish a draft later with cms_publishPost. ' +
      "The slug is derived from the title when left out. Returns the new post's id, slug, status and publication date.",
    // Text rules (non-empty title, date format) are checked with the database checks, so one answer names every problem.
    inputSchema: z.object({
      title: z.string().describe('Headline, non-empty, e.g. "Our spring menu is here"'),
      body: z.string().describe('The article in Markdown, e.g. "## New dishes\\n\\nThis spring we…"'),
      excerpt: z.string().optional().describe('One or two sentences for listings, e.g. "Five new dishes built around local asparagus."'),
      slug: z.string().optional().describe('URL name: lowercase words joined by hyphens, e.g. "spring-menu". Leave out to derive it from the title.'),
      author: z.string().optional().describe('Byline, e.g. "Maria Lopez". Defaults to the editor you are working for.'),
      tags: z.array(z.string()).optional().describe('Topic tags, e.g. ["menu", "seasonal"]'),
      featuredImageId: z.number().int().positive().optional().describe('Id of an image in the media library, e.g. 7. Find one with cms_findImage.'),
      status: z.enum(['draft', 'published']).default('draft').describe('"draft" (default) keeps it off the site; "published" puts it live now'),
      publishedAt: z.string().optional().describe('Publication date for a published post, ISO 8601, e.g. "2025-03-14". Defaults to now.'),
    }),
    execute: async ({ author, ...input }, context) => {
      const post = await store.posts.create({ ...input, author: author ?? context.editor });
      return { post: toPostSummary(post) };
    },
  });
}
