import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CmsStore } from '../../../server/store/cms-store.ts';
import type { CollectionField } from '../../../server/store/collection-repository.ts';
import type { ContentChange } from '../../../server/store/content-change.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../../server/errors/cms-errors.ts';
import { openContractStore } from './open-contract-store.ts';
import { DATABASE_BACKENDS } from '../../support/test-database.ts';

const MENU_FIELDS: CollectionField[] = [
  { name: 'price', label: 'Price', type: 'number', required: true },
  { name: 'description', label: 'Description', type: 'richText', required: false },
  { name: 'vegetarian', label: 'Vegetarian', type: 'boolean', required: false },
  { name: 'photo', label: 'Photo', type: 'image', required: false },
  { name: 'allergens', label: 'Allergens', type: 'list', required: false },
];

describe.each(DATABASE_BACKENDS)('collection repository on %s', (backend) => {
  let store: CmsStore;
  let changes: ContentChange[];
  beforeEach(async () => {
    ({ store, changes } = await openContractStore(backend));
    await store.collections.create({ name: 'menu-items', label: 'Menu items', description: 'Dishes', fields: MENU_FIELDS });
  });
  afterEach(() => store.close());

  it('creates collections and lists their names', async () => {
    await store.collections.create({
      name: 'faqs',
      label: 'FAQs',
      description: '',
      fields: [{ name: 'answer', label: 'Answer', type: 'text', required: true }],
    });
    expect(await store.collections.listNames()).toEqual(['faqs', 'menu-items']);
    expect(await store.collections.getByName('menu-items')).toMatchObject({ label: 'Menu items', fields: MENU_FIELDS });
  });

  it('refuses a taken name and reports every bad definition at once', async () => {
    await expect(store.collections.create({ name: 'menu-items', label: 'Again', description: '', fields: MENU_FIELDS })).rejects.toBeInstanceOf(ConflictError);
    const attempt = store.collections.create({
      name: 'Bad Name',
      label: '',
      description: '',
      fields: [{ name: 'x y', label: 'X', type: 'colour' as never, required: false }],
    });
    const error = (await attempt.catch((caught) => caught)) as ValidationError;
    expect(error.fields.map((problem) => problem.field)).toEqual(['label', 'name', 'fields[0].name', 'fields[0].type']);
  });

  it('validates entry data against the fields, naming every problem at once', async () => {
    const attempt = store.collections.createEntry({
      collection: 'menu-items',
      title: ' ',
      data: { description: 42, vegetarian: 'yes', photo: 77, allergens: ['nuts', 3], spicy: true },
    });
    const error = (await attempt.catch((caught) => caught)) as ValidationError;
    expect(error).toBeInstanceOf(ValidationError);
    expect(error.fields.map((problem) => problem.field).sort()).toEqual(
      ['title', 'data.spicy', 'data.price', 'data.description', 'data.vegetarian', 'data.photo', 'data.allergens[1]'].sort(),
    );
    expect(changes).toEqual([]);
  });

  it('refuses entries for an unknown collection, naming the real ones', async () => {
    await expect(store.collections.createEntry({ collection: 'menu', title: 'Soup', data: { price: 5 } })).rejects.toSatisfy(
      (error) => NotFoundError.isInstance(error) && error.entity === 'collection' && error.key === 'menu' && error.message.includes('menu-items'),
    );
  });

  it('orders entries, merges updates, renumbers after deletes and tells the content index', async () => {
    const soup = await store.collections.createEntry({ collection: 'menu-items', title: 'Soup', data: { price: 6, vegetarian: true } });
    const bread = await store.collections.createEntry({ collection: 'menu-items', title: 'Bread', data: { price: 3 } });
    const salad = await store.collections.createEntry({ collection: 'menu-items', title: 'Salad', data: { price: 8 }, position: 1 });
    const titles = async () =>
      (await store.collections.listEntries({ collection: 'menu-items', limit: 10, offset: 0 })).entries.map((entry) => `${entry.position}:${entry.title}`);
    expect(await titles()).toEqual(['1:Salad', '2:Soup', '3:Bread']);

    const updated = await store.collections.updateEntry(soup.id, { data: { price: 7, vegetarian: null }, position: 3 });
    expect(updated).toMatchObject({ data: { price: 7 }, position: 3 });
    await expect(store.collections.updateEntry(soup.id, { data: { price: 'free' } })).rejects.toBeInstanceOf(ValidationError);

    await store.collections.deleteEntry(salad.id);
    expect(await titles()).toEqual(['1:Bread', '2:Soup']);
    expect(changes).toEqual([soup, bread, salad, soup, salad].map(({ id }) => ({ type: 'entry', id })));
  });

  it('finds entries by words in their title or values, not in field names', async () => {
    await store.collections.createEntry({ collection: 'menu-items', title: 'Tart', data: { price: 5, description: 'Lemon and almond' } });
    await store.collections.createEntry({ collection: 'menu-items', title: 'Lemonade', data: { price: 3 } });
    const find = async (query: string) =>
      (await store.collections.listEntries({ collection: 'menu-items', query, limit: 10, offset: 0 })).entries.map((entry) => entry.title);
    expect(await find('lemon')).toEqual(['Tart', 'Lemonade']);
    expect(await find('almond')).toEqual(['Tart']);
    expect(await find('description')).toEqual([]);
  });
});
