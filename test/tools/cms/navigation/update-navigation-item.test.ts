import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NavigationItemRecord } from '../../../../server/store/navigation-repository.ts';
import { createTestStore, type TestStore } from '../../../support/test-store.ts';
import { failWritesTouching, labelsOf } from './navigation-fixtures.ts';

describe('cms_updateNavigationItem', () => {
  let services: TestStore;
  const items: Record<string, NavigationItemRecord> = {};
  beforeAll(async () => {
    services = await createTestStore({ seed: false });
    await services.store.pages.create({ slug: 'contact', title: 'Contact' });
    for (const label of ['Home', 'Menu', 'Events', 'Contact']) items[label] = await services.store.navigation.create({ label, url: `/${label.toLowerCase()}` });
    items.Lunch = await services.store.navigation.create({ label: 'Lunch', url: '/lunch', parentId: items.Menu!.id });
  });
  afterAll(() => services.cleanup());

  it('renames an item and points it at a page', async () => {
    const result = await services.call('cms_updateNavigationItem', { id: items.Contact!.id, label: 'Visit us', pageSlug: 'contact' });
    expect(result.item).toMatchObject({ label: 'Visit us', target: { page: 'contact', pageTitle: 'Contact' } });
  });

  it('moves an item to another position, renumbering its siblings', async () => {
    const result = await services.call('cms_updateNavigationItem', { id: items.Events!.id, position: 1 });
    expect(result.siblings.map(({ label, position }: { label: string; position: number }) => `${position}:${label}`)).toEqual([
      '1:Events',
      '2:Home',
      '3:Menu',
      '4:Visit us',
    ]);
  });

  it('nests an item under another and back at the top level, closing the gaps it leaves', async () => {
    await services.call('cms_updateNavigationItem', { id: items.Home!.id, parentId: items.Menu!.id, position: 1 });
    expect(await labelsOf(services)).toEqual(['Events', 'Menu', 'Visit us']);
    expect(await labelsOf(services, 'main', items.Menu!.id)).toEqual(['Home', 'Lunch']);

    const result = await services.call('cms_updateNavigationItem', { id: items.Home!.id, parentId: null, position: 1 });
    expect(result.item).toMatchObject({ parentId: null, position: 1 });
    expect(await labelsOf(services)).toEqual(['Home', 'Events', 'Menu', 'Visit us']);
    expect((await services.store.navigation.list('main')).find((item) => item.label === 'Lunch')?.position).toBe(1);
  });

  it('refuses to nest an item under its own child', async () => {
    const result = await services.call('cms_updateNavigationItem', { id: items.Menu!.id, parentId: items.Lunch!.id });
    expect(result.error).toMatchObject({ type: 'VALIDATION', fields: [{ field: 'parentId', message: expect.stringContaining('itself') }] });
  });

  it('names the existing items when the id is unknown', async () => {
    const result = await services.call('cms_updateNavigationItem', { id: 9999, label: 'x' });
    expect(result.error).toMatchObject({ type: 'NOT_FOUND', message: expect.stringContaining('"Events"') });
    expect(result.error.message).toContain('cms_getNavigation');
  });

  it('says when there is nothing to change', async () => {
    const result = await services.call('cms_updateNavigationItem', { id: items.Menu!.id });
    expect(result.error).toMatchObject({ type: 'VALIDATION', message: expect.stringContaining('nothing to change') });
  });

  it('leaves the order as it was when a move fails halfway', async () => {
    const explode = await services.store.navigation.create({ label: 'Explode', url: '/boom' });
    const before = await labelsOf(services);
    const restore = await failWritesTouching(services, 'Explode');
    try {
      const result = await services.call('cms_updateNavigationItem', { id: items.Home!.id, position: 5 });
      expect(result.error.type).toBe('INTERNAL');
    } finally {
      await restore();
    }
    expect(await labelsOf(services)).toEqual(before);
    expect((await services.store.navigation.getById(explode.id))?.position).toBe(5);
  });
});
