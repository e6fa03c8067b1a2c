import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { CmsStore } from '../../../server/store/cms-store.ts';
import { DEFAULT_SEED_DIRECTORY, SeedDataError } from '../../../server/store/seed/load-seed-data.ts';
import { seedDemoSite } from '../../../server/store/seed/seed-demo-site.ts';
import { createTestServices, type TestServices } from '../../support/test-services.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

function filesUnder(directory: string): string[] {
  if (!fs.existsSync(directory)) return [];
  return fs
    .readdirSync(directory, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name);
}

describe('seedDemoSite on an empty store', () => {
  let services: TestServices;
  let counts: Record<string, number> | undefined;
  const now = new Date('2026-06-15T09:00:00.000Z');

  beforeAll(async () => {
    services = await createTestServices({ seed: false });
    counts = await seedDemoSite({ store: services.store, imageFiles: services.imageFiles, logger: services.logger, now });
  });
  afterAll(() => services.cleanup());

  it('reports what it created, matching what is in the store', async () => {
    const { counts: stored } = await services.store.status();
    expect(counts).toEqual({
      sectionTemplates: stored.section_templates,
      images: stored.images,
      pages: stored.pages,
      sections: stored.sections,
      posts: stored.posts,
      navigationItems: stored.navigation_items,
      collections: stored.collections,
      collectionEntries: stored.collection_entries,
    });
    expect(counts!.images).toBeGreaterThanOrEqual(20);
    expect(counts!.sectionTemplates).toBeGreaterThanOrEqual(11);
  });

  it('creates the published pages with their sections and one draft', async () => {
    const pages = await services.store.pages.list();
    const bySlug = new Map(pages.map((page) => [page.slug, page]));
    for (const slug of ['home', 'about', 'services', 'pricing', 'contact']) {
      expect(bySlug.get(slug)).toMatchObject({ status: 'published', metaTitle: expect.any(String), metaDescription: expect.any(String) });
      expect(bySlug.get(slug)!.sectionCount).toBeGreaterThan(0);
    }
    expect(pages.filter((page) => page.status === 'draft').length).toBeGreaterThanOrEqual(1);

    const home = await services.store.sections.listByPage(bySlug.get('home')!.id);
    expect(home.map((section) => section.templateName)).toEqual(expect.arrayContaining(['hero', 'features', 'testimonials', 'cta']));
    expect(home[0]!.templateName).toBe('hero');
  });

  it('stores section images as ids of real images', async () => {
    const home = await services.store.pages.getBySlug('home');
    const [hero] = await services.store.sections.listByPage(home!.id);
    const image = await services.store.images.getById(hero!.content.backgroundImage as number);
    expect(image?.filename).toBe('hikers-on-ridge.png');
  });

  it('creates the images the semantic-search tests rely on, with readable files', async () => {
    const sunrise = await services.store.images.getByFilename('alpine-summit-sunrise.png');
    expect(sunrise).toMatchObject({ mimeType: 'image/png', tags: expect.arrayContaining(['mountain', 'snow', 'sunrise']) });
    expect(await services.store.images.getByFilename('campfire-under-stars.png')).toBeDefined();
    const bytes = await services.imageFiles.read(sunrise!.storagePath);
    expect(bytes.byteLength).toBe(sunrise!.sizeBytes);
    expect(sunrise!.width).toBeGreaterThan(0);
  });

  it('creates posts in all three states, one published within the last week', async () => {
    const list = (status: 'draft' | 'published' | 'archived') => services.store.posts.list({ status, limit: 100, offset: 0 });
    const [published, drafts, archived] = await Promise.all([list('published'), list('draft'), list('archived')]);
    expect(published.total + drafts.total + archived.total).toBeGreaterThanOrEqual(10);
    expect(drafts.total).toBeGreaterThanOrEqual(2);
    expect(archived.total).toBeGreaterThanOrEqual(2);
    const weekAgo = now.getTime() - 7 * DAY_MS;
    expect(published.posts.some((post) => Date.parse(post.publishedAt!) >= weekAgo && Date.parse(post.publishedAt!) <= now.getTime())).toBe(true);
    expect(drafts.posts.every((post) => post.publishedAt === null)).toBe(true);
    const titles = published.posts.map((post) => post.title);
    expect(titles).toEqual(expect.arrayContaining(['Ten Essentials for Your First Multi-Day Hike', 'How We Train Our Guides in Wilderness First Aid']));
  });

  it('builds a main menu with a nested item and a disabled item', async () => {
    const tree = await services.store.navigation.getTree('main');
    expect(tree.map((item) => item.label)).toEqual(expect.arrayContaining(['Home', 'About', 'Services', 'Pricing', 'Blog', 'Contact']));
    expect(tree.find((item) => item.label === 'Services')!.children.map((child) => child.label)).toContain('Family Trips');
    expect(tree.find((item) => item.label === 'Blog')!.target).toEqual({ type: 'url', url: '/blog' });
    expect(tree.some((item) => !item.enabled)).toBe(true);
  });

  it('fills the team and faq collections, team photos pointing at portraits', async () => {
    const team = await services.store.collections.listEntries({ collection: 'team', limit: 100, offset: 0 });
    const faq = await services.store.collections.listEntries({ collection: 'faq', limit: 100, offset: 0 });
    expect(team.total).toBeGreaterThanOrEqual(5);
    expect(faq.total).toBeGreaterThanOrEqual(8);
    const photos = await services.store.images.getByIds(team.entries.map((entry) => entry.data.photo as number));
    expect(photos.map((photo) => photo.filename)).toEqual(team.entries.map(() => expect.stringMatching(/^portrait-/)));
  });

  it('seeds nothing when the store already has content', async () => {
    const before = await services.store.status();
    const again = await seedDemoSite({ store: services.store, imageFiles: services.imageFiles, logger: services.logger });
    expect(again).toBeUndefined();
    expect((await services.store.status()).counts).toEqual(before.counts);
    expect(filesUnder(path.join(services.dataDir, 'uploads'))).toHaveLength(before.counts.images!);
  });
});

describe('seedDemoSite when seeding fails', () => {
  let services: TestServices;
  let seedDirectory: string;
  beforeAll(async () => {
    services = await createTestServices({ seed: false });
  });
  afterAll(() => services.cleanup());
  afterEach(() => {
    if (seedDirectory) fs.rmSync(seedDirectory, { recursive: true, force: true });
  });

  async function expectEmptyStoreAndNoFiles() {
    const { counts } = await services.store.status();
    expect(Object.values(counts).every((count) => count === 0)).toBe(true);
    expect(filesUnder(path.join(services.dataDir, 'uploads'))).toEqual([]);
  }

  it('rejects a broken seed file with its name and the bad path, writing nothing', async () => {
    seedDirectory = fs.mkdtempSync(path.join(os.tmpdir(), 'wayfinder-seed-'));
    fs.cpSync(DEFAULT_SEED_DIRECTORY, seedDirectory, { recursive: true });
    const postsFile = path.join(seedDirectory, 'posts.json');
    const posts = JSON.parse(fs.readFileSync(postsFile, 'utf8'));
    delete posts[2].author;
    posts[3].featuredImage = 'no-such-image.png';
    fs.writeFileSync(postsFile, JSON.stringify(posts));

    const seeding = seedDemoSite({ store: services.store, imageFiles: services.imageFiles, logger: services.logger, seedDirectory });
    await expect(seeding).rejects.toBeInstanceOf(SeedDataError);
    await expect(seeding).rejects.toThrow(/posts\.json \[2\]\.author/);
    await expectEmptyStoreAndNoFiles();
  });

  it('rejects section content that does not fit its template, naming the section', async () => {
    seedDirectory = fs.mkdtempSync(path.join(os.tmpdir(), 'wayfinder-seed-'));
    fs.cpSync(DEFAULT_SEED_DIRECTORY, seedDirectory, { recursive: true });
    const pagesFile = path.join(seedDirectory, 'pages.json');
    const pages = JSON.parse(fs.readFileSync(pagesFile, 'utf8'));
    delete pages[0].sections[0].content.heading;
    fs.writeFileSync(pagesFile, JSON.stringify(pages));

    await expect(seedDemoSite({ store: services.store, imageFiles: services.imageFiles, logger: services.logger, seedDirectory })).rejects.toThrow(
      /pages\.json \[0\]\.sections\[0\]\.content\.heading: required/,
    );
    await expectEmptyStoreAndNoFiles();
  });

  it('rolls back everything and removes the image files when a write fails midway', async () => {
    // Navigation is written after images, pages and posts: failing there proves the earlier rows roll back.
    const failingStore: CmsStore = {
      ...services.store,
      transaction: (work) =>
        services.store.transaction((repositories) =>
          work({
            ...repositories,
            navigation: {
              ...repositories.navigation,
              create: async () => {
                throw new Error('disk full');
              },
            },
          }),
        ),
    };
    await expect(seedDemoSite({ store: failingStore, imageFiles: services.imageFiles, logger: services.logger })).rejects.toThrow('disk full');
    await expectEmptyStoreAndNoFiles();
  });
});
