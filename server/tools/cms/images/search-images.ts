import { z } from 'zod';
import type { ToolDependencies } from '../../tool-dependencies.ts';
import { defineCmsTool } from '../../define-cms-tool.ts';
import { toImageSummary } from './to-image-summary.ts';

export function createSearchImagesTool({ store, contentIndex }: Pick<ToolDependencies, 'store' | 'contentIndex'>) {
  return defineCmsTool({
    name: 'cms_searchImages',
    risk: 'safe',
    extraction: { path: 'images', entityType: 'image', idField: 'id', nameField: 'filename', isArray: true },
    description:
      'Find images by what they show, described in everyday words, e.g. "snowy peaks" or "people around a fire at night": matches meaning, ' +
      "not exact words, using each image's alt text, description, tags and filename. Returns the closest images first, each with a `score` " +
      '(cosine distance: scores closer to 0 are better matches; above about 0.7 the match is weak). For an exact filename or tag use cms_findImage.',
    inputSchema: z.object({
      query: z.string().trim().min(2).describe('What the image should show, e.g. "snow-capped mountains at sunrise".'),
      limit: z.number().int().min(1).max(20).default(5).describe('Most images to return, 1-20, e.g. 5.'),
    }),
    execute: async ({ query, limit }) => {
      const matches = await contentIndex.search({ query, types: ['image'], limit });
      const images = await store.images.getByIds(matches.map((match) => match.id));
      const byId = new Map(images.map((image) => [image.id, image]));
      const results = matches.flatMap((match) => {
        const image = byId.get(match.id);
        return image ? [{ ...toImageSummary(image), score: Number(match.distance.toFixed(3)) }] : [];
      });
      if (results.length > 0) return { images: results };
      return { images: [], hint: 'The image library is empty or not indexed yet. Call cms_listAllImages to check.' };
    },
  });
}
