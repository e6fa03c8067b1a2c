import { z } from 'zod';
import { clip } from '../../../store/content-text.ts';
import type { ImageRecord } from '../../../store/image-repository.ts';

const DESCRIPTION_LENGTH = 200;

/** An image as the model sees it: what it shows and how to refer to it; no storage paths. */
export function toImageSummary(image: ImageRecord) {
  return {
    id: image.id,
    filename: image.filename,
    altText: image.altText,
    description: clip(image.description, DESCRIPTION_LENGTH),
    tags: image.tags,
    width: image.width,
    height: image.height,
    ...(image.credit ? { credit: image.credit } : {}),
  };
}

/** Just enough to name an image in a report of what changed. */
export const toImageReference = (image: ImageRecord) => ({ id: image.id, filename: image.filename });

export const imageId = (description: string) => z.number().int().positive().describe(description);

export const imageNotFoundMessage = (...ids: number[]) =>
  `${ids.length === 1 ? `No image with id ${ids[0]}` : `No images with ids ${ids.join(' and ')}`}. Find images by name with cms_findImage, by meaning with cms_searchImages, or page through cms_listAllImages.`;
