import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestStore, type TestStore } from '../../../support/test-store.ts';
import { createPageWithHeroes, createTemplates } from '../sections/section-fixtures.ts';
import { insertNavigationItems } from './page-fixtures.ts';

describe('cms_deletePage', () => {
  let services: TestStore;
  beforeAll(async () => {
    services = await createTestStore({ seed: false });
    await createTemplates(services.store);
  });
  afterAll(() => services.cleanup());

  it('is destructive and asks for confirmation', () => {
    expect(services.tools.find((tool) => tool.name === 'cms_deletePage')).toMatchObject({ risk: 'destructive', requiresConfirmation: true });
  });

  it('deletes the page, its sections and the navigation items pointing at it, and says how many', async () => {
    const { page } = await createPageWithHeroes(services.store, 'old-offers', ['Sale', 'Terms']);
    await createPageWithHeroes(services.store, 'home', ['Welcome']);
    await insertNavigationItems(services.database, page.id);
    const result = await services.call('cms_deletePage', { slug: 'old-offers' });
    expect(result).toEqual({ deleted: { slug: 'old-offers', title: 'old-offers' }, sectionsDeleted: 2, navigationItemsDeleted: 2 });
    expect(await services.store.pages.listSlugs()).toEqual(['home']);
    expect((await services.store.status()).counts).toMatchObject({ sections: 1, navigation_items: 1 });
  });

  it('reports a missing page with the closest slug', async () => {
    const result = await services.call('cms_deletePage', { slug: 'hom' });
    expect(result).toMatchObject({ error: { type: 'NOT_FOUND', message: expect.stringContaining('home') } });
  });
});
