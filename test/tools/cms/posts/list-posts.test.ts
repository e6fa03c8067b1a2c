import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestStore, type TestStore } from '../../../support/test-store.ts';

describe('cms_listPosts', () => {
  let services: TestStore;
  beforeAll(async () => {
    services = await createTestStore({ seed: false });
    const { posts } = services.store;
    await posts.create({
      title: 'Winter opening hours',
      body: 'Closed Mondays',
      author: 'Ana',
      status: 'published',
      publishedAt: '2025-01-10',
      tags: ['Hours'],
    });
    await posts.create({ title: 'Spring menu', body: 'Asparagus everywhere', author: 'Ana', status: 'published', publishedAt: '2025-03-04', tags: ['menu'] });
    await posts.create({
      title: 'Wine night',
      body: 'Natural wines',
      author: 'Ben',
      status: 'published',
      publishedAt: '2025-03-08T19:00:00Z',
      tags: ['events'],
    });
    await posts.create({ title: 'Summer terrace', body: 'Coming soon', author: 'Ben', tags: ['events'] });
  });
  afterAll(() => services.cleanup());

  it('lists newest first with summaries and paging', async () => {
    const firstPage = await services.call('cms_listPosts', { limit: 2 });
    expect(firstPage).toMatchObject({ total: 4, offset: 0, nextOffset: 2 });
    expect(firstPage.posts.map((post: { title: string }) => post.title)).toEqual(['Summer terrace', 'Wine night']);
    expect(Object.keys(firstPage.posts[0]).sort()).toEqual(['author', 'excerpt', 'id', 'publishedAt', 'slug', 'status', 'tags', 'title']);
    const secondPage = await services.call('cms_listPosts', { limit: 2, offset: 2 });
    expect(secondPage.posts.map((post: { title: string }) => post.title)).toEqual(['Spring menu', 'Winter opening hours']);
    expect(secondPage.nextOffset).toBeNull();
  });

  it('filters by status, tag and words', async () => {
    expect((await services.call('cms_listPosts', { status: 'draft' })).posts.map((post: { title: string }) => post.title)).toEqual(['Summer terrace']);
    expect((await services.call('cms_listPosts', { tag: 'hours' })).posts.map((post: { title: string }) => post.title)).toEqual(['Winter opening hours']);
    expect((await services.call('cms_listPosts', { query: 'natural WINE' })).posts.map((post: { title: string }) => post.title)).toEqual(['Wine night']);
  });

  it("finds last week's posts by publication date range", async () => {
    const result = await services.call('cms_listPosts', { publishedAfter: '2025-03-03', publishedBefore: '2025-03-10' });
    expect(result.posts.map((post: { title: string }) => post.title)).toEqual(['Wine night', 'Spring menu']);
  });

  it('names both unreadable dates at once', async () => {
    const result = await services.call('cms_listPosts', { publishedAfter: 'last week', publishedBefore: '2025-02-30' });
    expect(result.error.type).toBe('VALIDATION');
    expect(result.error.fields.map((problem: { field: string }) => problem.field)).toEqual(['publishedAfter', 'publishedBefore']);
  });

  it('rejects an unknown status', async () => {
    const result = await services.call('cms_listPosts', { status: 'live' });
    expect(result.error).toMatchObject({ type: 'VALIDATION', fields: [{ field: 'status' }] });
  });
});
