import { z } from 'zod';
import type { ToolDependencies } from '../../tool-dependencies.ts';
import { PEXELS_ORIENTATIONS } from '../../../services/pexels/pexels-client.ts';
import { defineCmsTool } from '../../define-cms-tool.ts';

export function createSearchPhotosTool({ pexels }: Pick<ToolDependencies, 'pexels'>) {
  return defineCmsTool({
    name: 'pexels_searchPhotos',
    title: 'Search Pexels photos',
    risk: 'safe',
    extraction: { path: 'photos', entityType: 'stockPhoto', idField: 'id', nameField: 'alt', isArray: true },
    description:
      'Search Pexels for free stock photos. Returns photos with id, description (alt), photographer, size in pixels and a preview url ' +
      'to show the editor. To add one to the media library call pexels_downloadPhoto with its id. For images already in the library ' +
      'search the CMS images instead.',
    inputSchema: z.object({
      query: z.string().trim().min(2).max(200).describe('What the photo should show, e.g. "mountain lake at sunrise"'),
      perPage: z.number().int().min(1).max(30).default(10).describe('Photos per page, 1 to 30 (default 10)'),
      page: z.number().int().min(1).max(100).default(1).describe('Result page, from 1 (default 1)'),
      orientation: z.enum(PEXELS_ORIENTATIONS).optional().describe('Only photos of this shape, e.g. "landscape" for hero banners'),
    }),
    execute: async ({ query, perPage, page, orientation }, context) => {
      const result = await pexels.searchPhotos({ query, perPage, page, orientation, signal: context.abortSignal });
      return {
        query,
        page: result.page,
        totalResults: result.totalResults,
        photos: result.photos.map((photo) => ({
          id: photo.id,
          alt: photo.alt || null,
          photographer: photo.photographer,
          width: photo.width,
          height: photo.height,
          previewUrl: photo.src.medium,
        })),
        ...(result.photos.length === 0 ? { note: 'No photos matched. Try simpler or different words.' } : {}),
      };
    },
  });
}
