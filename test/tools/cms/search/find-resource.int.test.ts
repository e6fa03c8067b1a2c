import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServices, type TestServices } from '../../../support/test-services.ts';
import { createSmallSite } from './search-fixtures.ts';

describe('cms_findResource', () => {
  let services: TestServices;
  let site: Awaited<ReturnType<typeof createSmallSite>>;

  beforeAll(async () => {
    services = await createTestServices({ seed: false });
    site = await createSmallSite(services.store);
  });
  afterAll(() => services.cleanup());

  it('finds a page by title and says it is a page, with its slug', async () => {
    const result = await services.call('cms_findResource', { name: 'pricing' });
    expect(result.matches[0]).toEqual({ type: 'page', id: site.pricing.id, name: 'Pricing', context: 'page /pricing (draft)', slug: 'pricing' });
  });

  it('finds each kind by its own name', async () => {
    const first = async (name: string) => (await services.call('cms_findResource', { name })).matches[0];
    expect(await first('trail running shoes')).toMatchObject({ type: 'post', id: site.post.id });
    expect(await first('bring my dog')).toMatchObject({ type: 'entry', id: site.entry.id, collection: 'faq' });
    expect(await first('kayak')).toMatchObject({ type: 'image', id: site.image.id, name: 'kayak-lake.png' });
    expect(await first('safety record')).toMatchObject({ type: 'section', id: site.card.id, name: 'Card: "Our safety record"', pageSlug: 'about' });
  });

  it('tolerates plurals and partial words', async () => {
    const result = await services.call('cms_findResource', { name: 'kayaks' });
    expect(result.matches[0]).toMatchObject({ type: 'image', id: site.image.id });
    expect((await services.call('cms_findResource', { name: 'pric' })).matches[0]).toMatchObject({ type: 'page', slug: 'pricing' });
  });

  it('keeps to the requested types', async () => {
    const result = await services.call('cms_findResource', { name: 'about', types: ['section'] });
    expect(result.matches.every((match: { type: string }) => match.type === 'section')).toBe(true);
  });

  it('answers no match with a pointer to search_vector', async () => {
    expect(await services.call('cms_findResource', { name: 'xylophone' })).toEqual({ matches: [], hint: expect.stringContaining('search_vector') });
  });

  it('rejects a missing name and a bad limit together', async () => {
    const result = await services.call('cms_findResource', { limit: 0 });
    expect(result.error.fields.map((problem: { field: string }) => problem.field).sort()).toEqual(['limit', 'name']);
  });
});
