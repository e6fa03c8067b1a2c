import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestStore, type TestStore } from '../../../support/test-store.ts';

describe('cms_getCollectionEntries', () => {
  let services: TestStore;
  beforeAll(async () => {
    services = await createTestStore({ seed: false });
  });
  afterAll(() => services.cleanup());

  it('says there are no collections yet when the site has none', async () => {
    const result = await services.call('cms_getCollectionEntries', { collection: 'team-members' });
    expect(result.error).toMatchObject({ type: 'NOT_FOUND', message: expect.stringContaining('no collections yet') });
  });

  describe('with a collection', () => {
    beforeAll(async () => {
      const { collections } = services.store;
      await collections.create({
        name: 'team-members',
        label: 'Team members',
        description: 'The people behind the café',
        fields: [
          { name: 'role', label: 'Role', type: 'text', required: true },
          { name: 'bio', label: 'Biography', type: 'richText', required: false },
          { name: 'yearsWithUs', label: 'Years with us', type: 'number', required: false },
        ],
      });
      await collections.createEntry({
        collection: 'team-members',
        title: 'Ana',
        data: { role: 'Head chef', bio: 'Trained in **Lisbon**, loves asparagus.', yearsWithUs: 6 },
      });
      await collections.createEntry({ collection: 'team-members', title: 'Ben', data: { role: 'Sommelier' } });
      await collections.createEntry({ collection: 'team-members', title: 'Chloe', data: { role: 'Pastry chef' }, position: 1 });
    });

    it("lists entries in order with previews and the collection's fields", async () => {
      const result = await services.call('cms_getCollectionEntries', { collection: 'team-members' });
      expect(result.collection).toMatchObject({ name: 'team-members', label: 'Team members', description: 'The people behind the café' });
      expect(result.collection.fields).toEqual([
        expect.objectContaining({ name: 'role', type: 'text', required: true, expects: 'a string' }),
        expect.objectContaining({ name: 'bio', type: 'richText', required: false }),
        expect.objectContaining({ name: 'yearsWithUs', type: 'number' }),
      ]);
      expect(result).toMatchObject({ total: 3, offset: 0, nextOffset: null });
      expect(result.entries.map(({ title, position }: { title: string; position: number }) => `${position}:${title}`)).toEqual(['1:Chloe', '2:Ana', '3:Ben']);
      expect(result.entries[1].preview).toBe('Head chef · Trained in Lisbon, loves asparagus.');
      expect(result.entries[1]).not.toHaveProperty('data');
    });

    it('pages and filters by words', async () => {
      const page = await services.call('cms_getCollectionEntries', { collection: 'team-members', limit: 2, offset: 1 });
      expect(page).toMatchObject({ total: 3, offset: 1, nextOffset: null });
      expect(page.entries.map((entry: { title: string }) => entry.title)).toEqual(['Ana', 'Ben']);
      const chefs = await services.call('cms_getCollectionEntries', { collection: 'team-members', query: 'chef' });
      expect(chefs.entries.map((entry: { title: string }) => entry.title)).toEqual(['Chloe', 'Ana']);
    });

    it("offers the database's collection names as choices", async () => {
      await services.store.collections.create({
        name: 'faqs',
        label: 'FAQs',
        description: 'Questions',
        fields: [{ name: 'answer', label: 'Answer', type: 'richText', required: true }],
      });
      expect((await services.call('cms_getCollectionEntries', { collection: 'faqs' })).total).toBe(0);
      const result = await services.call('cms_getCollectionEntries', { collection: 'team' });
      expect(result.error).toMatchObject({ type: 'VALIDATION', fields: [{ field: 'collection', message: expect.stringContaining('team-members') }] });
    });

    it('rejects a page size over the limit', async () => {
      const result = await services.call('cms_getCollectionEntries', { collection: 'team-members', limit: 500 });
      expect(result.error).toMatchObject({ type: 'VALIDATION', fields: [{ field: 'limit' }] });
    });
  });
});
