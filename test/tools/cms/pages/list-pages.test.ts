import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestStore, type TestStore } from '../../../support/test-store.ts';
import { createPageWithHeroes, createTemplates } from '../sections/section-fixtures.ts';

describe('cms_listPages', () => {
  let services: TestStore;
  beforeAll(async () => {
    services = await createTestStore({ seed: false });
    await createTemplates(services.store);
    await createPageWithHeroes(services.store, 'home', ['Welcome', 'Offers']);
    await services.store.pages.create({ slug: 'blog', title: 'Blog', status: 'published' });
  });
  afterAll(() => services.cleanup());

  it('lists every page with its status and section count', async () => {
    const result = await services.call('cms_listPages', {});
    expect(result.total).toBe(2);
    expect(result.pages).toEqual([
      { id: expect.any(Number), slug: 'blog', title: 'Blog', status: 'published', sectionCount: 0, updatedAt: expect.any(String) },
      { id: expect.any(Number), slug: 'home', title: 'home', status: 'draft', sectionCount: 2, updatedAt: expect.any(String) },
    ]);
  });

  it('filters by status', async () => {
    const result = await services.call('cms_listPages', { status: 'draft' });
    expect(result.pages.map((page: { slug: string }) => page.slug)).toEqual(['home']);
  });

  it('rejects an unknown status', async () => {
    const result = await services.call('cms_listPages', { status: 'archived' });
    expect(result).toMatchObject({ error: { type: 'VALIDATION', fields: [{ field: 'status' }] } });
  });
});
