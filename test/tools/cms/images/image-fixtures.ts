import { PNG } from 'pngjs';
import type { CmsRepositories } from '../../../../server/store/cms-store.ts';
import type { ImageRecord } from '../../../../server/store/image-repository.ts';
import type { TestServices } from '../../../support/test-services.ts';

/** A real (tiny) PNG, so the image file store accepts it and measures it. */
export function pngBytes(width = 4, height = 3): Uint8Array {
  return PNG.sync.write(new PNG({ width, height }));
}

export type ImageFixture = { filename: string; altText?: string; description?: string; tags?: string[] };

/** Saves the file and the record, as an upload would. */
export async function addImage(
  services: Pick<TestServices, 'store' | 'imageFiles'>,
  { filename, altText = '', description = '', tags = [] }: ImageFixture,
): Promise<ImageRecord> {
  const file = await services.imageFiles.save({ filename, bytes: pngBytes() });
  return services.store.images.create({ filename, ...file, altText, description, tags });
}

/**
 * Templates with image fields in each shape the tools handle: a required top-level image (hero),
 * an optional one (card) and a required image inside list items (gallery).
 */
export async function defineImageTemplates(store: Pick<CmsRepositories, 'sectionTemplates'>): Promise<void> {
  const existing = await store.sectionTemplates.listNames();
  if (existing.includes('hero')) return;
  await store.sectionTemplates.create({
    name: 'hero',
    label: 'Hero banner',
    description: 'Banner with a photo.',
    fields: [
      { name: 'heading', label: 'Heading', type: 'text', required: true },
      { name: 'backgroundImage', label: 'Background image', type: 'image', required: true },
    ],
  });
  await store.sectionTemplates.create({
    name: 'card',
    label: 'Card',
    description: 'Text with an optional photo.',
    fields: [
      { name: 'heading', label: 'Heading', type: 'text', required: true },
      { name: 'body', label: 'Body', type: 'richText', required: false },
      { name: 'image', label: 'Image', type: 'image', required: false },
    ],
  });
  await store.sectionTemplates.create({
    name: 'gallery',
    label: 'Photo gallery',
    description: 'A grid of photos.',
    fields: [
      { name: 'heading', label: 'Heading', type: 'text', required: false },
      {
        name: 'images',
        label: 'Photos',
        type: 'list',
        required: true,
        itemFields: [
          { name: 'image', label: 'Image', type: 'image', required: true },
          { name: 'caption', label: 'Caption', type: 'text', required: false },
        ],
      },
    ],
  });
}
