import { z } from 'zod';
import type { ToolDependencies } from '../../tool-dependencies.ts';
import { defineCmsTool } from '../../define-cms-tool.ts';
import { toImageSummary } from './to-image-summary.ts';

export function createListAllImagesTool({ store }: Pick<ToolDependencies, 'store'>) {
  return defineCmsTool({
    name: 'cms_listAllImages',
    risk: 'safe',
    extraction: { path: 'images', entityType: 'image', idField: 'id', nameField: 'filename', isArray: true },
    description:
      'List the image library page by page, newest first, optionally only images with one tag. Use it to browse or count images; ' +
      'to find a particular image call cms_findImage (keywords) or cms_searchImages (meaning) instead. ' +
      'Returns the images, the total and the offset of the next page (absent on the last page).',
    inputSchema: z.object({
      limit: z.number().int().min(1).max(100).default(20).describe('Images per page, 1-100, e.g. 20.'),
      offset: z.number().int().min(0).default(0).describe('How many images to skip, e.g. 20 for the second page of 20.'),
      tag: z.string().trim().min(1).optional().describe('Only images with this tag (any case), e.g. "mountain".'),
    }),
    execute: async ({ limit, offset, tag }) => {
      const { images, total } = await store.images.list({ limit, offset, ...(tag === undefined ? {} : { tag }) });
      const nextOffset = offset + images.length;
      return { images: images.map(toImageSummary), total, offset, ...(nextOffset < total ? { nextOffset } : {}) };
    },
  });
}
