import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CmsStore } from '../../../server/store/cms-store.ts';
import { openContractStore } from './open-contract-store.ts';
import { DATABASE_BACKENDS } from '../../support/test-database.ts';

describe.each(DATABASE_BACKENDS)('navigation repository on %s', (backend) => {
  let store: CmsStore;
  beforeEach(async () => {
    ({ store } = await openContractStore(backend));
  });
  afterEach(() => store.close());

  const order = async (menu = 'main', parentId: number | null = null) =>
    (await store.navigation.list(menu)).filter((item) => item.parentId === parentId).map(({ label, position }) => `${position}:${label}`);

  it("resolves page targets and follows a page's new slug", async () => {
    const page = await store.pages.create({ slug: 'about', title: 'About' });
    const item = await store.navigation.create({ label: 'About', pageSlug: 'about' });
    expect(item).toMatchObject({ menu: 'main', target: { type: 'page', pageId: page.id, pageSlug: 'about', pageTitle: 'About' }, position: 1, enabled: true });
    await store.pages.update(page.id, { slug: 'about-us' });
    expect((await store.navigation.getById(item.id))?.target).toMatchObject({ pageSlug: 'about-us' });
  });

  it('nests children in the tree, in position order', async () => {
    const parent = await store.navigation.create({ label: 'Menu', url: '/menu' });
    await store.navigation.create({ label: 'Dinner', url: '/menu#dinner', parentId: parent.id });
    await store.navigation.create({ label: 'Lunch', url: '/menu#lunch', parentId: parent.id, position: 1 });
    const tree = await store.navigation.getTree('main');
    expect(tree.map((item) => [item.label, item.children.map((child) => child.label)])).toEqual([['Menu', ['Lunch', 'Dinner']]]);
    expect(await store.navigation.getTree('footer')).toEqual([]);
  });

  it('heals the gap a deleted page leaves among the items', async () => {
    await store.pages.create({ slug: 'events', title: 'Events' });
    await store.navigation.create({ label: 'Home', url: '/' });
    await store.navigation.create({ label: 'Events', pageSlug: 'events' });
    await store.navigation.create({ label: 'Contact', url: '/contact' });
    const events = await store.pages.getBySlug('events');
    await store.pages.delete(events!.id);
    await store.navigation.create({ label: 'Blog', url: '/blog' });
    expect(await order()).toEqual(['1:Home', '2:Contact', '3:Blog']);
  });

  it('refuses a parent from another menu', async () => {
    const footer = await store.navigation.create({ menu: 'footer', label: 'Legal', url: '/legal' });
    await expect(store.navigation.create({ label: 'Imprint', url: '/imprint', parentId: footer.id })).rejects.toMatchObject({
      fields: [{ field: 'parentId', message: expect.stringContaining('footer') }],
    });
  });

  it('undoes its shifts when the surrounding transaction fails', async () => {
    await store.navigation.create({ label: 'Home', url: '/' });
    await store.navigation.create({ label: 'Contact', url: '/contact' });
    await expect(
      store.transaction(async (transaction) => {
        await transaction.navigation.create({ label: 'Sale', url: '/sale', position: 1 });
        throw new Error('later step failed');
      }),
    ).rejects.toThrow();
    expect(await order()).toEqual(['1:Home', '2:Contact']);
  });

  it('deletes an item with its descendants and closes the gap', async () => {
    await store.navigation.create({ label: 'Home', url: '/' });
    const shop = await store.navigation.create({ label: 'Shop', url: '/shop' });
    const mugs = await store.navigation.create({ label: 'Mugs', url: '/shop/mugs', parentId: shop.id });
    const blue = await store.navigation.create({ label: 'Blue mugs', url: '/shop/mugs/blue', parentId: mugs.id });
    await store.navigation.create({ label: 'Contact', url: '/contact' });
    const result = await store.navigation.delete(shop.id);
    expect(result?.removedIds.sort()).toEqual([shop.id, mugs.id, blue.id].sort());
    expect(await order()).toEqual(['1:Home', '2:Contact']);
    expect(await store.navigation.getById(blue.id)).toBeUndefined();
    expect(await store.navigation.delete(shop.id)).toBeUndefined();
  });
});
