import { z } from 'zod';
import type { ToolDependencies } from '../../tool-dependencies.ts';
import { defineCmsTool } from '../../define-cms-tool.ts';
import { toImageSummary } from './to-image-summary.ts';

export function createFindImageTool({ store }: Pick<ToolDependencies, 'store'>) {
  return defineCmsTool({
    name: 'cms_findImage',
    risk: 'safe',
    extraction: { path: 'images', entityType: 'image', idField: 'id', nameField: 'filename', isArray: true },
    description:
      'Find images by keywords in their filename, alt text, tags and description, best match first, e.g. "campfire" or "team portrait". ' +
      'Fast and exact; when the words may not appear literally ("a photo that feels calm"), use cms_searchImages, which matches by meaning. ' +
      "Returns each image's id, filename, alt text, description, tags and size; pass the id to cms_addImageToSection or cms_updateSectionImage.",
    inputSchema: z.object({
      query: z.string().trim().min(1).describe('Words to look for, e.g. "mountain sunrise" or "alpine-summit-sunrise.png".'),
      limit: z.number().int().min(1).max(50).default(10).describe('Most images to return, 1-50, e.g. 10.'),
    }),
    execute: async ({ query, limit }) => {
      const matches = await store.contentCatalog.findByName({ query, types: ['image'], limit });
      const images = await store.images.getByIds(matches.map((match) => match.id));
      if (images.length > 0) return { images: images.map(toImageSummary) };
      return { images: [], hint: `No image mentions "${query}". Try cms_searchImages to match by meaning, or cms_listAllImages to browse.` };
    },
  });
}
