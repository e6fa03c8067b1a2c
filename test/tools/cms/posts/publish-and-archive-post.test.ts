import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestStore, type TestStore } from '../../../support/test-store.ts';

describe('cms_publishPost and cms_archivePost', () => {
  let services: TestStore;
  beforeAll(async () => {
    services = await createTestStore({ seed: false });
  });
  afterAll(() => services.cleanup());

  const draft = (title: string) => services.store.posts.create({ title, body: 'x', author: 'Ana' });

  it('publishes a draft dated now', async () => {
    const post = await draft('Fresh news');
    const result = await services.call('cms_publishPost', { id: post.id });
    expect(result).toMatchObject({ post: { status: 'published' }, previousStatus: 'draft' });
    expect(Date.now() - Date.parse(result.post.publishedAt)).toBeLessThan(60_000);
  });

  it('publishes on a given date, and keeps an existing date when republished without one', async () => {
    const post = await draft('Backdated news');
    await services.call('cms_publishPost', { slug: 'backdated-news', publishedAt: '2025-02-01T08:00:00Z' });
    const again = await services.call('cms_publishPost', { id: post.id });
    expect(again.post.publishedAt).toBe('2025-02-01T08:00:00.000Z');
  });

  it('archives a post, keeping its date, and refuses to republish it without restoreArchived', async () => {
    const post = await services.store.posts.create({ title: 'Closing party', body: 'x', author: 'Ana', status: 'published', publishedAt: '2024-12-01' });
    const archived = await services.call('cms_archivePost', { id: post.id });
    expect(archived.post).toMatchObject({ status: 'archived', publishedAt: '2024-12-01T00:00:00.000Z' });

    const refused = await services.call('cms_publishPost', { id: post.id });
    expect(refused.error).toMatchObject({ type: 'CONFLICT', message: expect.stringContaining('restoreArchived') });
    expect((await services.store.posts.getById(post.id))?.status).toBe('archived');

    const restored = await services.call('cms_publishPost', { id: post.id, restoreArchived: true });
    expect(restored).toMatchObject({ post: { status: 'published' }, previousStatus: 'archived' });
    expect(restored.post.publishedAt).not.toBe('2024-12-01T00:00:00.000Z');
  });

  it('rejects an unreadable publication date', async () => {
    const post = await draft('Bad date');
    const result = await services.call('cms_publishPost', { id: post.id, publishedAt: 'tomorrow' });
    expect(result.error).toMatchObject({ type: 'VALIDATION', fields: [{ field: 'publishedAt' }] });
    expect((await services.store.posts.getById(post.id))?.status).toBe('draft');
  });

  it('reports an unknown post to archive', async () => {
    const result = await services.call('cms_archivePost', { slug: 'no-such-post' });
    expect(result.error.type).toBe('NOT_FOUND');
  });
});
