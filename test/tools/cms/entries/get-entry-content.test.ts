import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestStore, type TestStore } from '../../../support/test-store.ts';

describe('cms_getEntryContent', () => {
  let services: TestStore;
  let entryId: number;
  beforeAll(async () => {
    services = await createTestStore({ seed: false });
    await services.store.collections.create({
      name: 'testimonials',
      label: 'Testimonials',
      description: 'What guests say',
      fields: [
        { name: 'quote', label: 'Quote', type: 'richText', required: true },
        { name: 'link', label: 'Source', type: 'link', required: false },
        { name: 'highlights', label: 'Highlights', type: 'list', required: false },
        { name: 'featured', label: 'Featured', type: 'boolean', required: false },
      ],
    });
    const entry = await services.store.collections.createEntry({
      collection: 'testimonials',
      title: 'Review by Sam',
      data: { quote: 'Best brunch in town.', link: { label: 'Google', href: 'https://g.co/review' }, highlights: ['brunch', 'coffee'], featured: true },
    });
    entryId = entry.id;
  });
  afterAll(() => services.cleanup());

  it('returns the entry with all its data', async () => {
    const result = await services.call('cms_getEntryContent', { id: entryId });
    expect(result.entry).toMatchObject({
      id: entryId,
      collection: 'testimonials',
      title: 'Review by Sam',
      position: 1,
      data: { quote: 'Best brunch in town.', link: { label: 'Google', href: 'https://g.co/review' }, highlights: ['brunch', 'coffee'], featured: true },
    });
  });

  it('points to the listing tool and the collections when the id is unknown', async () => {
    const result = await services.call('cms_getEntryContent', { id: 9876 });
    expect(result.error).toMatchObject({ type: 'NOT_FOUND', message: expect.stringContaining('cms_getCollectionEntries') });
    expect(result.error.message).toContain('"testimonials"');
  });

  it('rejects an id that is not a number', async () => {
    const result = await services.call('cms_getEntryContent', { id: 'sam' });
    expect(result.error).toMatchObject({ type: 'VALIDATION', fields: [{ field: 'id' }] });
  });
});
