import type { Logger } from '../../logger.ts';
import type { ImageFileStore, StoredImageFile } from '../image-files.ts';
import type { CmsStore } from '../cms-store.ts';
import { insertSeedContent } from './insert-seed-content.ts';
import { DEFAULT_SEED_DIRECTORY, loadSeedData } from './load-seed-data.ts';
import { renderPlaceholderImage } from './placeholder-image.ts';
import type { SeedData } from './seed-data-schema.ts';

export type SeedDemoSiteOptions = {
  store: CmsStore;
  imageFiles: ImageFileStore;
  logger: Logger;
  /** Folder of seed JSON files; defaults to the project's data/seed. */
  seedDirectory?: string;
  /** The moment post publication dates count back from; defaults to now. */
  now?: Date;
};

/**
 * Fills an empty store with the Summit & Trail Co. demo site, so a new user meets a believable CMS.
 * Returns counts per entity, or undefined when the store already has pages or images. All-or-nothing:
 * the rows go in one transaction, and if it fails the image files written for it are removed again.
 * Throws SeedDataError (naming file and path) when the seed files are invalid, before writing anything.
 */
export async function seedDemoSite({
  store,
  imageFiles,
  logger,
  seedDirectory = DEFAULT_SEED_DIRECTORY,
  now = new Date(),
}: SeedDemoSiteOptions): Promise<Record<string, number> | undefined> {
  if (!(await isEmpty(store))) return undefined;
  const data = await loadSeedData(seedDirectory);

  const storedFiles = new Map<string, StoredImageFile>();
  try {
    await saveImageFiles({ images: data.images, imageFiles, storedFiles });
    // The demo site is the starting point, not an edit: its writes stay out of the change history.
    return await store.attributed(SEED_ATTRIBUTION, () =>
      store.transaction(async (repositories) => {
        // A request that filled the store while the files were being written wins; the files go again below.
        if (!(await isEmpty(repositories))) throw new StoreNoLongerEmpty();
        return insertSeedContent({ repositories, data, storedFiles, now });
      }),
    );
  } catch (error) {
    await removeImageFiles({ imageFiles, storedFiles, logger });
    if (error instanceof StoreNoLongerEmpty) return undefined;
    throw error;
  }
}

class StoreNoLongerEmpty extends Error {}

const SEED_ATTRIBUTION = { editor: 'system', tool: 'seed', recorded: false };

async function isEmpty(store: Pick<CmsStore, 'pages' | 'images'>): Promise<boolean> {
  const [pages, images] = await Promise.all([store.pages.list(), store.images.list({ limit: 1, offset: 0 })]);
  return pages.length === 0 && images.total === 0;
}

async function saveImageFiles({
  images,
  imageFiles,
  storedFiles,
}: {
  images: SeedData['images'];
  imageFiles: ImageFileStore;
  storedFiles: Map<string, StoredImageFile>;
}) {
  for (const image of images) {
    const bytes = renderPlaceholderImage(image.placeholder, image.filename);
    storedFiles.set(image.filename, await imageFiles.save({ filename: image.filename, bytes }));
  }
}

async function removeImageFiles({
  imageFiles,
  storedFiles,
  logger,
}: {
  imageFiles: ImageFileStore;
  storedFiles: ReadonlyMap<string, StoredImageFile>;
  logger: Logger;
}) {
  for (const { storagePath } of storedFiles.values()) {
    await imageFiles
      .remove(storagePath)
      .catch((error: unknown) => logger.warn({ error, storagePath }, 'could not remove a demo image file after a failed seed'));
  }
}
