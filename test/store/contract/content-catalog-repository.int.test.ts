import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CmsStore } from '../../../server/store/cms-store.ts';
import { openContractStore } from './open-contract-store.ts';
import { DATABASE_BACKENDS } from '../../support/test-database.ts';
import { createSmallSite } from '../../tools/cms/search/search-fixtures.ts';

describe.each(DATABASE_BACKENDS)('content catalog on %s', (backend) => {
  let store: CmsStore;
  let site: Awaited<ReturnType<typeof createSmallSite>>;

  beforeAll(async () => {
    ({ store } = await openContractStore(backend));
    site = await createSmallSite(store);
  });
  afterAll(() => store.close());

  describe('findByName', () => {
    it('ranks an exact title above partial matches and names each match with its own type', async () => {
      await store.posts.create({ title: 'Pricing changes for 2026', body: 'Text', author: 'Ana' });
      const matches = await store.contentCatalog.findByName({ query: 'pricing', limit: 5 });
      expect(matches[0]).toEqual({ type: 'page', id: site.pricing.id, name: 'Pricing', context: 'page /pricing (draft)', slug: 'pricing' });
      expect(matches[1]).toMatchObject({ type: 'post', name: 'Pricing changes for 2026' });
    });

    it('searches only the requested types and honours the limit', async () => {
      const matches = await store.contentCatalog.findByName({ query: 'a', types: ['image'], limit: 1 });
      expect(matches.length).toBeLessThanOrEqual(1);
      expect(matches.every((match) => match.type === 'image')).toBe(true);
    });

    it('finds the best match among hundreds of items that share a query word', async () => {
      // More near-matches than the scorer takes per type, all made before the one sought: a search that
      // took the first rows in table order, rather than the best-ranked, would never see it.
      await store.transaction(async (repositories) => {
        for (let index = 0; index < 230; index += 1) {
          await repositories.posts.create({ title: `Trail report ${index}`, body: 'Text', author: 'Ana', tags: ['alpine'] });
        }
      });
      const sought = await store.posts.create({ title: 'Alpine glacier crossing', body: 'Text', author: 'Ana' });
      const [best] = await store.contentCatalog.findByName({ query: 'alpine glacier crossing', types: ['post'], limit: 3 });
      expect(best).toMatchObject({ type: 'post', id: sought.id });
    });

    it('keeps the name index in step with writes and undo', async () => {
      const post = await store.posts.create({ title: 'Moraine lakes guide', body: 'Text', author: 'Ana' });
      expect(await store.contentCatalog.findByName({ query: 'moraine', limit: 5 })).toEqual([expect.objectContaining({ id: post.id })]);
      await store.posts.update(post.id, { title: 'Tarn lakes guide' });
      expect(await store.contentCatalog.findByName({ query: 'tarn', limit: 5 })).toEqual([expect.objectContaining({ id: post.id, name: 'Tarn lakes guide' })]);
      const [change] = (await store.changes.list({ limit: 1 })).changes;
      await store.changes.revert([change!.id]);
      expect(await store.contentCatalog.findByName({ query: 'tarn', limit: 5 })).toEqual([]);
      await store.posts.delete(post.id);
      expect(await store.contentCatalog.findByName({ query: 'moraine', limit: 5 })).toEqual([]);
      expect(await store.contentCatalog.ensureNameIndex()).toEqual({ rebuilt: false });
    });

    it('takes % and _ in the query literally', async () => {
      expect(await store.contentCatalog.findByName({ query: '%', limit: 5 })).toEqual([]);
      expect(await store.contentCatalog.findByName({ query: '_', limit: 5 })).toEqual([]);
    });
  });

  describe('content outbox', () => {
    it('lists what each write touched, in commit order, after a position', async () => {
      const { newest: before } = await store.contentCatalog.outboxBounds();
      const page = await store.pages.create({ slug: 'outbox-page', title: 'Outbox page' });
      const post = await store.posts.create({ title: 'Outbox post', body: 'Text', author: 'Ana' });
      await store.pages.update(page.id, { title: 'Outbox page, renamed' });
      const entries = await store.contentCatalog.readOutbox({ after: before, limit: 10 });
      expect(entries.map((entry) => entry.change)).toEqual([
        { type: 'page', id: page.id },
        { type: 'post', id: post.id },
        { type: 'page', id: page.id },
      ]);
      expect(entries.map((entry) => entry.position)).toEqual([...entries.map((entry) => entry.position)].sort((a, b) => a - b));
      expect(await store.contentCatalog.readOutbox({ after: entries[1]!.position, limit: 10 })).toEqual([entries[2]]);
    });

    it('writes nothing to the outbox when the write rolls back', async () => {
      const { newest } = await store.contentCatalog.outboxBounds();
      await expect(
        store.transaction(async (repositories) => {
          await repositories.pages.create({ slug: 'never-there', title: 'Never there' });
          throw new Error('abort');
        }),
      ).rejects.toThrow('abort');
      expect(await store.contentCatalog.readOutbox({ after: newest, limit: 10 })).toEqual([]);
    });

    it('prunes old entries but keeps the newest, so positions stay known', async () => {
      const { newest } = await store.contentCatalog.outboxBounds();
      expect(await store.contentCatalog.pruneOutbox(new Date(Date.now() + 60_000))).toBeGreaterThan(0);
      expect(await store.contentCatalog.outboxBounds()).toEqual({ newest, oldest: newest });
    });
  });

  describe('loadDocuments', () => {
    it('builds one document per item with the words semantic search needs', async () => {
      const documents = await store.contentCatalog.loadDocuments();
      expect(documents).toHaveLength(await store.contentCatalog.countDocuments());
      const byKey = new Map(documents.map((document) => [`${document.type}:${document.id}`, document]));

      expect(byKey.get(`page:${site.pricing.id}`)).toMatchObject({ title: 'Pricing', passages: ['Pricing. Prices for guided hikes and courses.'] });
      const section = byKey.get(`section:${site.card.id}`)!;
      expect(section.title).toBe('Card on "About us"');
      expect(section.passages.join(' ')).toContain('Every guide carries a satellite messenger');
      expect(section.passages.join(' ')).not.toContain('**');
      expect(byKey.get(`post:${site.post.id}`)?.passages[0]).toBe('Choosing Trail Running Shoes. Grip, fit and drop: how to pick shoes for rocky trails.');
      expect(byKey.get(`entry:${site.entry.id}`)?.passages).toEqual([
        'Frequently asked questions: Can I bring my dog?',
        'Dogs are welcome on day hikes if they are on a leash.',
      ]);
      expect(byKey.get(`image:${site.image.id}`)).toMatchObject({
        title: 'kayak-lake.png',
        passages: ['kayak lake. Two kayaks on a calm lake.', 'Paddling on still water.', 'kayak, water'],
        summary: 'Two kayaks on a calm lake',
      });
    });

    it('loads only the referenced documents that still exist', async () => {
      const documents = await store.contentCatalog.loadDocuments([
        { type: 'post', id: site.post.id },
        { type: 'page', id: 987654 },
      ]);
      expect(documents.map((document) => [document.type, document.id])).toEqual([['post', site.post.id]]);
    });

    it('keeps long bodies to a bounded passage length', async () => {
      const post = await store.posts.create({ title: 'Long', body: 'A long sentence about hiking. '.repeat(300), author: 'Ana' });
      const [document] = await store.contentCatalog.loadDocuments([{ type: 'post', id: post.id }]);
      expect(Math.max(...document!.passages.map((passage) => passage.length))).toBeLessThanOrEqual(400);
      expect(document!.summary.length).toBeLessThanOrEqual(300);
    });
  });

  it('locates items for display, in the order asked', async () => {
    const located = await store.contentCatalog.locate([
      { type: 'entry', id: site.entry.id },
      { type: 'section', id: site.card.id },
      { type: 'image', id: 55555 },
    ]);
    expect(located).toEqual([
      { type: 'entry', id: site.entry.id, name: 'Can I bring my dog?', context: 'entry in collection "faq"', collection: 'faq' },
      { type: 'section', id: site.card.id, name: 'Card: "Our safety record"', context: 'section 1 on page /about', pageSlug: 'about' },
    ]);
  });

  it('finds where images are used: section fields at any depth, entries and featured images', async () => {
    const page = await store.pages.create({ slug: 'gallery', title: 'Gallery' });
    const gallery = await store.sections.create({ pageId: page.id, templateName: 'gallery', content: { images: [{ image: site.image.id }] } });
    const post = await store.posts.create({ title: 'Kayaking', body: 'Text', author: 'Ana', featuredImageId: site.image.id });
    const usages = await store.contentCatalog.findImageUsages([site.image.id]);
    expect(usages).toEqual({
      sections: [{ sectionId: gallery.id, pageId: page.id, pageSlug: 'gallery', templateName: 'gallery', imageIds: [site.image.id] }],
      entries: [],
      posts: [{ postId: post.id, title: 'Kayaking', slug: post.slug, imageId: site.image.id }],
    });
    expect(await store.contentCatalog.findImageUsages([123456])).toEqual({ sections: [], entries: [], posts: [] });
  });
});
