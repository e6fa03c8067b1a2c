import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestStore, type TestStore } from '../../../support/test-store.ts';

describe('cms_deletePost', () => {
  let services: TestStore;
  beforeAll(async () => {
    services = await createTestStore({ seed: false });
  });
  afterAll(() => services.cleanup());

  it('is destructive and needs confirmation', () => {
    const tool = services.tools.find((candidate) => candidate.name === 'cms_deletePost');
    expect(tool).toMatchObject({ risk: 'destructive', requiresConfirmation: true, category: 'posts' });
  });

  it('deletes the post for good', async () => {
    const post = await services.store.posts.create({ title: 'Typo post', body: 'x', author: 'Ana' });
    const result = await services.call('cms_deletePost', { slug: 'typo-post' });
    expect(result).toEqual({ deleted: { id: post.id, title: 'Typo post', slug: 'typo-post' } });
    expect(await services.store.posts.getById(post.id)).toBeUndefined();
  });

  it('names the closest slug when the post does not exist', async () => {
    await services.store.posts.create({ title: 'Keep me', body: 'x', author: 'Ana' });
    const result = await services.call('cms_deletePost', { slug: 'keep-mee' });
    expect(result.error).toMatchObject({ type: 'NOT_FOUND', message: expect.stringContaining('"keep-me"') });
    expect(await services.store.posts.getBySlug('keep-me')).toBeDefined();
  });
});
