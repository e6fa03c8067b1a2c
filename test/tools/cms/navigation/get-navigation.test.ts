import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestStore, type TestStore } from '../../../support/test-store.ts';

describe('cms_getNavigation', () => {
  let services: TestStore;
  beforeAll(async () => {
    services = await createTestStore({ seed: false });
    await services.store.pages.create({ slug: 'menu', title: 'Our menu' });
    const { navigation } = services.store;
    await navigation.create({ label: 'Home', url: '/' });
    const food = await navigation.create({ label: 'Food', pageSlug: 'menu' });
    await navigation.create({ label: 'Lunch', url: '/menu#lunch', parentId: food.id });
    await navigation.create({ label: 'Dinner', url: '/menu#dinner', parentId: food.id, enabled: false });
    await navigation.create({ menu: 'footer', label: 'Instagram', url: 'https://instagram.com/cafe' });
  });
  afterAll(() => services.cleanup());

  it('returns the main menu as a tree with ids, targets and enabled flags', async () => {
    const result = await services.call('cms_getNavigation', {});
    expect(result.menu).toBe('main');
    expect(result.menus).toEqual(['footer', 'main']);
    expect(result.items).toMatchObject([
      { label: 'Home', target: { url: '/' }, position: 1, enabled: true, children: [] },
      {
        label: 'Food',
        target: { page: 'menu', pageTitle: 'Our menu' },
        position: 2,
        children: [
          { label: 'Lunch', position: 1, enabled: true },
          { label: 'Dinner', position: 2, enabled: false },
        ],
      },
    ]);
    expect(typeof result.items[0].id).toBe('number');
  });

  it('returns another menu by name', async () => {
    const result = await services.call('cms_getNavigation', { menu: 'footer' });
    expect(result.items).toMatchObject([{ label: 'Instagram', target: { url: 'https://instagram.com/cafe' } }]);
  });

  it('returns no items for an unknown menu, with the menus that exist', async () => {
    const result = await services.call('cms_getNavigation', { menu: 'sidebar' });
    expect(result).toMatchObject({ items: [], menus: ['footer', 'main'] });
  });

  it('rejects an empty menu name', async () => {
    const result = await services.call('cms_getNavigation', { menu: '' });
    expect(result.error).toMatchObject({ type: 'VALIDATION', fields: [{ field: 'menu' }] });
  });
});
