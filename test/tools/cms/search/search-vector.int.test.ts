import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServices, type TestServices } from '../../../support/test-services.ts';
import { createSmallSite } from './search-fixtures.ts';

describe('search_vector', () => {
  let services: TestServices;
  let site: Awaited<ReturnType<typeof createSmallSite>>;

  beforeAll(async () => {
    services = await createTestServices({ seed: false });
    site = await createSmallSite(services.store);
  });
  afterAll(() => services.cleanup());

  it('finds content by meaning across types, each result saying its type and where it lives', async () => {
    const result = await services.call('search_vector', { query: 'footwear for running on mountain paths' });
    expect(result.results[0]).toMatchObject({ type: 'post', id: site.post.id, title: 'Choosing Trail Running Shoes', slug: expect.any(String) });
    expect(result.results[0].snippet).toContain('Grip, fit and drop');
    const scores = result.results.map((match: { score: number }) => match.score);
    expect(scores).toEqual([...scores].sort((left, right) => left - right));
    expect(new Set(result.results.map((match: { type: string }) => match.type)).size).toBeGreaterThan(1);
  });

  it('finds sections and entries by what they say', async () => {
    const section = await services.call('search_vector', { query: 'emergency communication device', types: ['section'] });
    expect(section.results[0]).toMatchObject({ type: 'section', id: site.card.id, pageSlug: 'about' });
    const entry = await services.call('search_vector', { query: 'are pets allowed', limit: 3 });
    expect(entry.results[0]).toMatchObject({ type: 'entry', id: site.entry.id, collection: 'faq' });
  });

  it('keeps to the requested types', async () => {
    const result = await services.call('search_vector', { query: 'water', types: ['page', 'image'], limit: 10 });
    expect(result.results.length).toBeGreaterThan(0);
    expect(result.results.every((match: { type: string }) => ['page', 'image'].includes(match.type))).toBe(true);
  });

  it('finds what a tool just wrote, and stops finding what a tool just deleted', async () => {
    const created = await services.call('cms_createPost', {
      title: 'Spotting Marmots',
      body: 'Marmots whistle from the boulder fields above the tree line.',
      author: 'Ana',
    });
    const found = await services.call('search_vector', { query: 'whistling rodents among boulders', types: ['post'], limit: 1 });
    expect(found.results[0]).toMatchObject({ type: 'post', title: 'Spotting Marmots' });
    expect(found.results[0].id).toBe(created.post.id);

    await services.store.posts.delete(found.results[0].id);
    const after = await services.call('search_vector', { query: 'whistling rodents among boulders', types: ['post'], limit: 5 });
    expect(after.results.map((match: { title: string }) => match.title)).not.toContain('Spotting Marmots');
  });

  it('keeps snippets short', async () => {
    await services.store.posts.create({ title: 'A very long story', body: 'word '.repeat(2000), excerpt: 'long '.repeat(200), author: 'Ana' });
    const result = await services.call('search_vector', { query: 'a very long story', types: ['post'] });
    expect(result.results.every((match: { snippet: string }) => match.snippet.length <= 200)).toBe(true);
  });

  it('rejects unknown types and an empty query, naming both', async () => {
    const result = await services.call('search_vector', { query: '', types: ['widget'] });
    expect(result.error.type).toBe('VALIDATION');
    expect(result.error.fields.map((problem: { field: string }) => problem.field).sort()).toEqual(['query', 'types.0']);
  });
});
