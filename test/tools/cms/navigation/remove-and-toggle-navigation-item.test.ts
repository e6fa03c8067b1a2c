import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestStore, type TestStore } from '../../../support/test-store.ts';
import { labelsOf } from './navigation-fixtures.ts';

describe('cms_removeNavigationItem and cms_toggleNavigationItem', () => {
  let services: TestStore;
  beforeAll(async () => {
    services = await createTestStore({ seed: false });
  });
  afterAll(() => services.cleanup());

  it('removes an item with everything nested under it, saying how many', async () => {
    const { navigation } = services.store;
    await navigation.create({ label: 'Home', url: '/' });
    const menu = await navigation.create({ label: 'Menu', url: '/menu' });
    const lunch = await navigation.create({ label: 'Lunch', url: '/menu#lunch', parentId: menu.id });
    await navigation.create({ label: 'Soups', url: '/menu#soups', parentId: lunch.id });
    await navigation.create({ label: 'Dinner', url: '/menu#dinner', parentId: menu.id });
    await navigation.create({ label: 'Contact', url: '/contact' });

    const result = await services.call('cms_removeNavigationItem', { id: menu.id });
    expect(result).toMatchObject({ removed: { id: menu.id, label: 'Menu' }, childrenRemoved: 3 });
    expect(result.removedIds).toHaveLength(4);
    expect((await navigation.list('main')).map(({ label, position }) => `${position}:${label}`)).toEqual(['1:Home', '2:Contact']);
  });

  it('is destructive and needs confirmation', () => {
    expect(services.tools.find((tool) => tool.name === 'cms_removeNavigationItem')).toMatchObject({ risk: 'destructive', requiresConfirmation: true });
  });

  it('reports an unknown item to remove', async () => {
    const result = await services.call('cms_removeNavigationItem', { id: 4242 });
    expect(result.error).toMatchObject({ type: 'NOT_FOUND', message: expect.stringContaining('"Home"') });
  });

  it('flips an item off and on, keeping it in place', async () => {
    const [home] = await services.store.navigation.list('main');
    const off = await services.call('cms_toggleNavigationItem', { id: home!.id });
    expect(off).toMatchObject({ item: { id: home!.id, enabled: false }, previouslyEnabled: true });
    const on = await services.call('cms_toggleNavigationItem', { id: home!.id });
    expect(on.item.enabled).toBe(true);
    expect(await labelsOf(services)).toEqual(['Home', 'Contact']);
  });

  it('sets the state explicitly, even when it is already so', async () => {
    const [, contact] = await services.store.navigation.list('main');
    await services.call('cms_toggleNavigationItem', { id: contact!.id, enabled: false });
    const again = await services.call('cms_toggleNavigationItem', { id: contact!.id, enabled: false });
    expect(again).toMatchObject({ item: { enabled: false }, previouslyEnabled: false });
    expect((await services.store.navigation.getById(contact!.id))?.enabled).toBe(false);
  });

  it('rejects a toggle without an id', async () => {
    const result = await services.call('cms_toggleNavigationItem', { enabled: true });
    expect(result.error).toMatchObject({ type: 'VALIDATION', fields: [{ field: 'id' }] });
  });
});
