import { z } from 'zod';
import type { ToolDependencies } from '../../tool-dependencies.ts';
import { PEXELS_SIZES, type PexelsPhoto } from '../../../services/pexels/pexels-client.ts';
import { defineCmsTool } from '../../define-cms-tool.ts';

/** "Mountain lake at sunrise!" -> "mountain-lake-at-sunrise", for a readable filename. */
function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
}

function defaultFilename(photo: PexelsPhoto): string {
  const words = slugify(photo.alt || photo.photographer);
  return `pexels-${photo.id}${words ? `-${words}` : ''}`;
}

export function createDownloadPhotoTool({ pexels, store, imageFiles }: Pick<ToolDependencies, 'pexels' | 'store' | 'imageFiles'>) {
  return defineCmsTool({
    name: 'pexels_downloadPhoto',
    title: 'Add a Pexels photo',
    risk: 'moderate',
    extraction: { path: 'image', entityType: 'image', idField: 'id', nameField: 'filename', isArray: false },
    description:
      'Add a Pexels photo to the media library: downloads it by the id from pexels_searchPhotos and creates an image with alt text ' +
      '(the one you give, else Pexels\' description), the credit "Photo by <photographer> on Pexels" and the Pexels page as source. ' +
      "Returns the new image id and filename, ready to use in a section or as a post's featured image.",
    inputSchema: z.object({
      photoId: z.number().int().positive().describe('Pexels photo id from pexels_searchPhotos, e.g. 2014422'),
      size: z
        .enum(PEXELS_SIZES)
        .default('large')
        .describe(
          'Which file to download: "large" (about 940 px wide, the default, right for most pages), "medium", "small", or "original" (full size, may exceed the download limit)',
        ),
      altText: z
        .string()
        .trim()
        .min(1)
        .max(300)
        .optional()
        .describe('Alt text describing the photo for screen readers, e.g. "Hikers on a ridge above a misty valley"'),
      description: z.string().trim().max(1000).optional().describe("Longer description for the media library; defaults to Pexels' description"),
      tags: z.array(z.string().trim().min(1).max(40)).max(20).optional().describe('Tags for finding the image later, e.g. ["mountains", "hero"]'),
      filename: z
        .string()
        .trim()
        .regex(/^[a-zA-Z0-9][a-zA-Z0-9._-]*$/, 'letters, digits, dots, dashes and underscores only')
        .max(80)
        .optional()
        .describe('Filename without extension, e.g. "alpine-ridge"; defaults to "pexels-<id>-<description>"'),
    }),
    execute: async ({ photoId, size, altText, description, tags, filename }, context) => {
      const photo = await pexels.getPhoto({ id: photoId, signal: context.abortSignal });
      const bytes = await pexels.downloadImage({ url: photo.src[size], signal: context.abortSignal });
      const baseName = filename ?? defaultFilename(photo);
      const stored = await imageFiles.save({ filename: baseName, bytes });
      const extension = stored.storagePath.slice(stored.storagePath.lastIndexOf('.'));
      try {
        const image = await store.images.create({
          filename: `${baseName}${extension}`,
          storagePath: stored.storagePath,
          mimeType: stored.mimeType,
          sizeBytes: stored.sizeBytes,
          width: stored.width,
          height: stored.height,
          altText: altText ?? (photo.alt || `Photo by ${photo.photographer}`),
          description: description ?? photo.alt ?? '',
          tags: tags ?? [],
          sourceUrl: photo.url,
          credit: `Photo by ${photo.photographer} on Pexels`,
        });
        return {
          image: {
            id: image.id,
            filename: image.filename,
            width: image.width,
            height: image.height,
            sizeBytes: image.sizeBytes,
            altText: image.altText,
            credit: image.credit,
            sourceUrl: image.sourceUrl,
          },
          next: `Use image id ${image.id} in an image field of a section or as a post's featured image.`,
        };
      } catch (error) {
        // Without its record the file would be an orphan nobody can find or delete.
        await imageFiles.remove(stored.storagePath);
        throw error;
      }
    },
  });
}
