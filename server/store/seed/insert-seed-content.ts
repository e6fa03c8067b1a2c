import type { StoredImageFile } from '../image-files.ts';
import type { CmsRepositories } from '../cms-store.ts';
import { replaceImageFilenames } from './image-references.ts';
import type { SeedData, SeedNavigationItem } from './seed-data-schema.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export type SeedCounts = {
  sectionTemplates: number;
  images: number;
  pages: number;
  sections: number;
  posts: number;
  navigationItems: number;
  collections: number;
  collectionEntries: number;
};

/**
 * Writes the whole demo site through `repositories` (a transaction's) and counts what it created.
 * `storedFiles` holds each image's saved file, by filename; `now` anchors the posts' publication dates.
 */
export async function insertSeedContent({
  repositories,
  data,
  storedFiles,
  now,
}: {
  repositories: CmsRepositories;
  data: SeedData;
  storedFiles: ReadonlyMap<string, StoredImageFile>;
  now: Date;
}): Promise<SeedCounts> {
  const imageIds = await insertImages(repositories, data.images, storedFiles);
  const resolveImages = (fields: Parameters<typeof replaceImageFilenames>[0]['fields'], values: Record<string, unknown>) =>
    replaceImageFilenames({ fields, values, imageIds, path: '' }).values;

  for (const template of data.sectionTemplates) await repositories.sectionTemplates.create(template);
  const fieldsByTemplate = new Map(data.sectionTemplates.map((template) => [template.name, template.fields]));

  let sections = 0;
  for (const { sections: pageSections, ...page } of data.pages) {
    const { id: pageId } = await repositories.pages.create(page);
    for (const section of pageSections) {
      const content = resolveImages(fieldsByTemplate.get(section.template) ?? [], section.content);
      await repositories.sections.create({ pageId, templateName: section.template, content });
      sections++;
    }
  }

  for (const { publishedDaysAgo, featuredImage, ...post } of data.posts) {
    await repositories.posts.create({
      ...post,
      ...(publishedDaysAgo !== undefined && { publishedAt: new Date(now.getTime() - publishedDaysAgo * DAY_MS).toISOString() }),
      ...(featuredImage !== undefined && { featuredImageId: imageIds.get(featuredImage) }),
    });
  }

  let navigationItems = 0;
  for (const { menu, ...item } of data.navigation) navigationItems += await insertNavigationItem(repositories, menu, item);

  let collectionEntries = 0;
  for (const { entries, ...collection } of data.collections) {
    await repositories.collections.create(collection);
    for (const entry of entries) {
      await repositories.collections.createEntry({ collection: collection.name, title: entry.title, data: resolveImages(collection.fields, entry.data) });
      collectionEntries++;
    }
  }

  return {
    sectionTemplates: data.sectionTemplates.length,
    images: imageIds.size,
    pages: data.pages.length,
    sections,
    posts: data.posts.length,
    navigationItems,
    collections: data.collections.length,
    collectionEntries,
  };
}

async function insertImages(
  repositories: CmsRepositories,
  images: SeedData['images'],
  storedFiles: ReadonlyMap<string, StoredImageFile>,
): Promise<Map<string, number>> {
  const imageIds = new Map<string, number>();
  for (const { placeholder: _placeholder, ...image } of images) {
    const file = storedFiles.get(image.filename);
    if (!file) throw new Error(`seed image "${image.filename}" has no saved file`);
    const record = await repositories.images.create({ ...image, ...file });
    imageIds.set(image.filename, record.id);
  }
  return imageIds;
}

/** Creates the item and its children beneath it; returns how many items it created. */
async function insertNavigationItem(repositories: CmsRepositories, menu: string, item: SeedNavigationItem, parentId?: number): Promise<number> {
  const { children = [], page, ...rest } = item;
  const created = await repositories.navigation.create({
    ...rest,
    menu,
    ...(page !== undefined && { pageSlug: page }),
    ...(parentId !== undefined && { parentId }),
  });
  let count = 1;
  for (const child of children) count += await insertNavigationItem(repositories, menu, child, created.id);
  return count;
}
