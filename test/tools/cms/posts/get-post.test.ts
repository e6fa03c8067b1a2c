import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestStore, type TestStore } from '../../../support/test-store.ts';

describe('cms_getPost', () => {
  let services: TestStore;
  let postId: number;
  beforeAll(async () => {
    services = await createTestStore({ seed: false });
    postId = (await services.store.posts.create({ title: 'Harvest dinner', body: '# Menu\n\nSquash soup', author: 'Ana', excerpt: 'A night of squash' })).id;
  });
  afterAll(() => services.cleanup());

  it('returns the full body by slug or by id', async () => {
    const bySlug = await services.call('cms_getPost', { slug: 'harvest-dinner' });
    expect(bySlug.post).toMatchObject({
      id: postId,
      title: 'Harvest dinner',
      body: '# Menu\n\nSquash soup',
      excerpt: 'A night of squash',
      featuredImageId: null,
    });
    const byId = await services.call('cms_getPost', { id: postId });
    expect(byId.post.slug).toBe('harvest-dinner');
  });

  it('names the closest slugs and the listing tool when the slug is unknown', async () => {
    const result = await services.call('cms_getPost', { slug: 'harvest-diner' });
    expect(result.error.type).toBe('NOT_FOUND');
    expect(result.error.message).toContain('"harvest-dinner"');
    expect(result.error.message).toContain('cms_listPosts');
  });

  it('asks for an id or a slug when given neither', async () => {
    const result = await services.call('cms_getPost', {});
    expect(result.error).toMatchObject({ type: 'VALIDATION', fields: [{ field: 'id', message: expect.stringContaining('slug') }] });
  });

  it('reports an unknown id', async () => {
    const result = await services.call('cms_getPost', { id: 4040 });
    expect(result.error).toMatchObject({ type: 'NOT_FOUND', message: expect.stringContaining('cms_listPosts') });
  });
});
