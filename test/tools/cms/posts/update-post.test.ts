import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestStore, type TestStore } from '../../../support/test-store.ts';

describe('cms_updatePost', () => {
  let services: TestStore;
  beforeAll(async () => {
    services = await createTestStore({ seed: false });
  });
  afterAll(() => services.cleanup());

  it('changes only the fields given', async () => {
    const post = await services.store.posts.create({ title: 'Old title', body: 'Old body', author: 'Ana', tags: ['news'] });
    const result = await services.call('cms_updatePost', { id: post.id, title: 'New title', newSlug: 'new-title' });
    expect(result).toMatchObject({ post: { title: 'New title', slug: 'new-title' }, changed: ['title', 'slug'] });
    expect(await services.store.posts.getById(post.id)).toMatchObject({ title: 'New title', slug: 'new-title', body: 'Old body', tags: ['news'] });
  });

  it('unpublishes: status draft takes the post off the site and clears its date', async () => {
    const post = await services.store.posts.create({ title: 'Last week', body: 'x', author: 'Ana', status: 'published', publishedAt: '2025-03-05' });
    const result = await services.call('cms_updatePost', { slug: 'last-week', status: 'draft' });
    expect(result.post).toMatchObject({ id: post.id, status: 'draft', publishedAt: null });
  });

  it('moves an archived post back to draft', async () => {
    const post = await services.store.posts.create({ title: 'Old news', body: 'x', author: 'Ana', status: 'archived', publishedAt: '2020-01-01' });
    const result = await services.call('cms_updatePost', { id: post.id, status: 'draft' });
    expect(result.post).toMatchObject({ status: 'draft', publishedAt: null });
  });

  it('removes the featured image with null', async () => {
    const post = await services.store.posts.create({ title: 'Pictured', body: 'x', author: 'Ana' });
    const result = await services.call('cms_updatePost', { id: post.id, featuredImageId: null, excerpt: 'Short' });
    expect(result.changed.sort()).toEqual(['excerpt', 'featuredImageId']);
    expect(await services.store.posts.getById(post.id)).toMatchObject({ featuredImageId: null, excerpt: 'Short' });
  });

  it('refuses to publish through an update, pointing to cms_publishPost', async () => {
    const post = await services.store.posts.create({ title: 'Sneaky', body: 'x', author: 'Ana' });
    const result = await services.call('cms_updatePost', { id: post.id, status: 'published' });
    expect(result.error).toMatchObject({ type: 'VALIDATION', fields: [{ field: 'status' }] });
  });

  it('names every bad field and changes nothing', async () => {
    const post = await services.store.posts.create({ title: 'Intact', body: 'x', author: 'Ana', status: 'published' });
    const result = await services.call('cms_updatePost', { id: post.id, title: '', publishedAt: '14/03/2025', featuredImageId: 777 });
    expect(result.error.fields.map((problem: { field: string }) => problem.field).sort()).toEqual(['featuredImageId', 'publishedAt', 'title']);
    expect(await services.store.posts.getById(post.id)).toMatchObject({ title: 'Intact' });
  });

  it('says when there is nothing to change', async () => {
    const post = await services.store.posts.create({ title: 'Untouched', body: 'x', author: 'Ana' });
    const result = await services.call('cms_updatePost', { id: post.id });
    expect(result.error).toMatchObject({ type: 'VALIDATION', message: expect.stringContaining('nothing to change') });
  });
});
