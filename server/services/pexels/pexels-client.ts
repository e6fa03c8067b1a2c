import { z } from 'zod';
import { NotConfiguredError, NotFoundError, TransientError } from '../../errors/cms-errors.ts';
import { apiUrl, readApiJson } from '../http/api-response.ts';
import type { GuardedHttpClient } from '../http/guarded-http-client.ts';

export const PEXELS_SIZES = ['original', 'large', 'medium', 'small'] as const;
export type PexelsSize = (typeof PEXELS_SIZES)[number];
export const PEXELS_ORIENTATIONS = ['landscape', 'portrait', 'square'] as const;

const photoSchema = z.object({
  id: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
  /** The photo's page on pexels.com. */
  url: z.string(),
  photographer: z.string(),
  photographer_url: z.string().optional(),
  alt: z.string().nullish(),
  src: z.object({ original: z.string(), large: z.string(), medium: z.string(), small: z.string() }),
});
export type PexelsPhoto = z.infer<typeof photoSchema>;

const searchSchema = z.object({
  page: z.number().int(),
  per_page: z.number().int(),
  total_results: z.number().int(),
  photos: z.array(photoSchema),
});

export type PexelsSearch = { query: string; perPage: number; page: number; orientation?: (typeof PEXELS_ORIENTATIONS)[number]; signal?: AbortSignal };

export interface PexelsClient {
  searchPhotos(search: PexelsSearch): Promise<{ photos: PexelsPhoto[]; totalResults: number; page: number }>;
  /** NotFoundError when Pexels has no photo with this id. */
  getPhoto(options: { id: number; signal?: AbortSignal }): Promise<PexelsPhoto>;
  /** The image file behind one of a photo's `src` URLs. */
  downloadImage(options: { url: string; signal?: AbortSignal }): Promise<Uint8Array>;
}

const PEXELS = { service: 'Pexels', keyVariable: 'PEXELS_API_KEY' };

/** Pexels API v1 (https://www.pexels.com/api/documentation/): photo search, one photo, and its image files. */
/** Pexels API access; without a key every call says which variable to set. */
export type PexelsOptions = { apiKey?: string; baseUrl: string };

export function createPexelsClient({ baseUrl, apiKey, http }: PexelsOptions & { http: GuardedHttpClient }): PexelsClient {
  const requireKey = () => {
    if (!apiKey) throw new NotConfiguredError({ variable: 'PEXELS_API_KEY', purpose: 'Pexels stock photos' });
    return apiKey;
  };
  const get = (path: string, query: Record<string, string | number | undefined>, signal?: AbortSignal) =>
    http.request({ url: apiUrl(baseUrl, path, query), headers: { accept: 'application/json', authorization: requireKey() }, signal });

  return {
    async searchPhotos({ query, perPage, page, orientation, signal }) {
      const response = await get('/v1/search', { query, per_page: perPage, page, orientation }, signal);
      const body = readApiJson(response, searchSchema, PEXELS);
      return { photos: body.photos, totalResults: body.total_results, page: body.page };
    },
    async getPhoto({ id, signal }) {
      const response = await get(`/v1/photos/${id}`, {}, signal);
      if (response.status === 404)
        throw new NotFoundError({
          entity: 'Pexels photo',
          key: id,
          message: `Pexels has no photo ${id}. Call pexels_searchPhotos and use an id from its results.`,
        });
      return readApiJson(response, photoSchema, PEXELS);
    },
    async downloadImage({ url, signal }) {
      // Image files are served from a CDN that needs no key; the key is not sent there.
      const response = await http.request({ url, headers: { accept: 'image/*' }, signal });
      if (response.status === 404)
        throw new NotFoundError({ entity: 'Pexels image', key: url, message: `The Pexels image file ${url} is gone. Search again for another photo.` });
      if (response.status !== 200) throw new TransientError(`Pexels image download answered HTTP ${response.status}. Retry later.`);
      return response.bytes;
    },
  };
}
