import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestStore, type TestStore } from '../../../support/test-store.ts';

describe('cms_createPost', () => {
  let services: TestStore;
  beforeAll(async () => {
    services = await createTestStore({ seed: false });
  });
  afterAll(() => services.cleanup());

  it('saves a draft by default, with a slug from the title and the editor as author', async () => {
    const result = await services.call(
      'cms_createPost',
      { title: 'Our Spring Menu!', body: '## Asparagus', tags: ['menu', ' Menu ', 'seasonal'] },
      { editor: 'Maria' },
    );
    expect(result.post).toMatchObject({
      title: 'Our Spring Menu!',
      slug: 'our-spring-menu',
      status: 'draft',
      publishedAt: null,
      author: 'Maria',
      tags: ['menu', 'seasonal'],
    });
    const stored = await services.store.posts.getBySlug('our-spring-menu');
    expect(stored).toMatchObject({ body: '## Asparagus', status: 'draft' });
  });

  it('makes a derived slug unique', async () => {
    const result = await services.call('cms_createPost', { title: 'Our spring menu', body: 'again' });
    expect(result.post.slug).toBe('our-spring-menu-2');
  });

  it('publishes straight away when asked, dated now or on the given date', async () => {
    const now = await services.call('cms_createPost', { title: 'Live now', body: 'x', status: 'published' });
    expect(now.post.status).toBe('published');
    expect(Date.now() - Date.parse(now.post.publishedAt)).toBeLessThan(60_000);
    const dated = await services.call('cms_createPost', { title: 'Backdated', body: 'x', status: 'published', publishedAt: '2024-01-15' });
    expect(dated.post.publishedAt).toBe('2024-01-15T00:00:00.000Z');
  });

  it('names every bad field in one answer: empty title, unreadable date, missing image', async () => {
    const before = await services.store.posts.list({ limit: 1, offset: 0 });
    const result = await services.call('cms_createPost', { title: '  ', body: 'x', status: 'published', publishedAt: 'next tuesday', featuredImageId: 999 });
    expect(result.error.type).toBe('VALIDATION');
    expect(result.error.fields.map((problem: { field: string }) => problem.field).sort()).toEqual(['featuredImageId', 'publishedAt', 'title']);
    expect((await services.store.posts.list({ limit: 1, offset: 0 })).total).toBe(before.total);
  });

  it('refuses a slug that is taken or malformed', async () => {
    const taken = await services.call('cms_createPost', { title: 'Other', body: 'x', slug: 'our-spring-menu' });
    expect(taken.error.fields).toEqual([{ field: 'slug', message: expect.stringContaining('already used') }]);
    const malformed = await services.call('cms_createPost', { title: 'Other', body: 'x', slug: 'Not A Slug' });
    expect(malformed.error.fields).toEqual([{ field: 'slug', message: expect.stringContaining('lowercase') }]);
  });

  it('rejects input of the wrong shape before touching the store', async () => {
    const result = await services.call('cms_createPost', { title: 5 });
    expect(result.error).toMatchObject({
      type: 'VALIDATION',
      fields: expect.arrayContaining([expect.objectContaining({ field: 'title' }), expect.objectContaining({ field: 'body' })]),
    });
  });
});
