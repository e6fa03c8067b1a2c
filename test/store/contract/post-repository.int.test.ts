import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CmsStore } from '../../../server/store/cms-store.ts';
import type { ContentChange } from '../../../server/store/content-change.ts';
import { ValidationError } from '../../../server/errors/cms-errors.ts';
import { openContractStore } from './open-contract-store.ts';
import { DATABASE_BACKENDS } from '../../support/test-database.ts';

describe.each(DATABASE_BACKENDS)('post repository on %s', (backend) => {
  let store: CmsStore;
  let changes: ContentChange[];
  beforeEach(async () => {
    ({ store, changes } = await openContractStore(backend));
  });
  afterEach(() => store.close());

  it('creates, reads, updates and deletes, telling the content index each time', async () => {
    const post = await store.posts.create({ title: 'Crème brûlée: a guide!', body: 'Sugar', author: 'Ana', tags: ['Dessert'] });
    expect(post).toMatchObject({ slug: 'creme-brulee-a-guide', status: 'draft', publishedAt: null, excerpt: '', tags: ['Dessert'], featuredImageId: null });
    expect(await store.posts.getBySlug('creme-brulee-a-guide')).toEqual(post);

    const updated = await store.posts.update(post.id, { body: 'More sugar' });
    expect(updated).toMatchObject({ title: 'Crème brûlée: a guide!', body: 'More sugar' });
    expect(await store.posts.delete(post.id)).toMatchObject({ id: post.id });
    expect(await store.posts.getById(post.id)).toBeUndefined();
    expect(await store.posts.delete(post.id)).toBeUndefined();
    expect(changes).toEqual([
      { type: 'post', id: post.id },
      { type: 'post', id: post.id },
      { type: 'post', id: post.id },
    ]);
  });

  it('derives unique slugs, falling back to "post" for titles without letters', async () => {
    const slugs = [];
    for (const title of ['News', 'News', 'News', '!!!']) slugs.push((await store.posts.create({ title, body: '', author: 'Ana' })).slug);
    expect(slugs).toEqual(['news', 'news-2', 'news-3', 'post']);
  });

  it('keeps publication dates consistent with the status', async () => {
    const post = await store.posts.create({ title: 'Dated', body: '', author: 'Ana', status: 'published', publishedAt: '2025-03-01T10:00:00+01:00' });
    expect(post.publishedAt).toBe('2025-03-01T09:00:00.000Z');
    expect((await store.posts.update(post.id, { title: 'Still dated' })).publishedAt).toBe('2025-03-01T09:00:00.000Z');
    expect((await store.posts.update(post.id, { status: 'archived' })).publishedAt).toBe('2025-03-01T09:00:00.000Z');
    expect((await store.posts.update(post.id, { status: 'draft' })).publishedAt).toBeNull();
    const republished = await store.posts.update(post.id, { status: 'published' });
    expect(republished.publishedAt).not.toBeNull();
  });

  it('reports every problem at once and writes nothing', async () => {
    const attempt = store.posts.create({ title: '', body: '', author: ' ', slug: 'Bad Slug', publishedAt: '2025-02-30', featuredImageId: 5 });
    await expect(attempt).rejects.toBeInstanceOf(ValidationError);
    const error = (await attempt.catch((caught) => caught)) as ValidationError;
    expect(error.fields.map((problem) => problem.field)).toEqual(['title', 'author', 'slug', 'publishedAt', 'featuredImageId']);
    expect((await store.posts.list({ limit: 10, offset: 0 })).total).toBe(0);
    expect(changes).toEqual([]);
  });

  it('refuses a publication date on a draft', async () => {
    await expect(store.posts.create({ title: 'Draft', body: '', author: 'Ana', publishedAt: '2025-01-01' })).rejects.toMatchObject({
      fields: [{ field: 'publishedAt', message: expect.stringContaining('draft') }],
    });
  });

  it('lists by status, tag, words and date range, newest first, treating % and _ literally', async () => {
    await store.posts.create({ title: '50% off', body: 'Sale', author: 'Ana', status: 'published', publishedAt: '2025-01-01', tags: ['Deals'] });
    await store.posts.create({ title: 'Full price', body: 'No sale', author: 'Ana', status: 'published', publishedAt: '2025-02-01' });
    await store.posts.create({ title: 'Soon', body: 'Sale soon', author: 'Ana' });
    const titles = async (options: object) => (await store.posts.list({ limit: 10, offset: 0, ...options })).posts.map((post) => post.title);
    expect(await titles({})).toEqual(['Soon', 'Full price', '50% off']);
    expect(await titles({ query: '50%' })).toEqual(['50% off']);
    expect(await titles({ query: '%' })).toEqual(['50% off']);
    expect(await titles({ tag: 'deals' })).toEqual(['50% off']);
    expect(await titles({ status: 'published', query: 'sale' })).toEqual(['Full price', '50% off']);
    expect(await titles({ publishedAfter: '2025-01-15', publishedBefore: '2025-12-31' })).toEqual(['Full price']);
  });

  it('rolls back with the rest of a transaction', async () => {
    await expect(
      store.transaction(async (transaction) => {
        await transaction.posts.create({ title: 'Half done', body: '', author: 'Ana' });
        throw new Error('later step failed');
      }),
    ).rejects.toThrow('later step failed');
    expect(await store.posts.getBySlug('half-done')).toBeUndefined();
    expect(changes).toEqual([]);
  });
});
