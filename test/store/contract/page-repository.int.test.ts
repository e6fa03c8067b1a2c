import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConflictError, NotFoundError } from '../../../server/errors/cms-errors.ts';
import { DATABASE_BACKENDS } from '../../support/test-database.ts';
import { createTestServices, type TestServices } from '../../support/test-services.ts';
import { insertNavigationItems } from '../../tools/cms/pages/page-fixtures.ts';
import { createPageWithHeroes, createTemplates } from '../../tools/cms/sections/section-fixtures.ts';

describe.each(DATABASE_BACKENDS)('page repository on %s', (backend) => {
  let services: TestServices;
  beforeAll(async () => {
    services = await createTestServices({ seed: false, backend });
    await createTemplates(services.store);
  });
  afterAll(() => services.cleanup());

  it('creates a draft page by default and finds it by slug and id', async () => {
    const page = await services.store.pages.create({ slug: 'contact', title: 'Contact' });
    expect(page).toMatchObject({ slug: 'contact', title: 'Contact', status: 'draft', metaTitle: null, metaDescription: null });
    expect(await services.store.pages.getBySlug('contact')).toEqual(page);
    expect(await services.store.pages.getById(page.id)).toEqual(page);
    expect(await services.store.pages.listSlugs()).toContain('contact');
  });

  it('refuses a duplicate slug with a ConflictError naming the page it collides with', async () => {
    await services.store.pages.create({ slug: 'team', title: 'Team' });
    const refusal = services.store.pages.create({ slug: 'team', title: 'Other' });
    await expect(refusal).rejects.toBeInstanceOf(ConflictError);
    await expect(refusal).rejects.toMatchObject({ name: 'ConflictError', entity: 'page', key: 'team' });
  });

  it('updates only the given fields, and null clears a meta field', async () => {
    const page = await services.store.pages.create({ slug: 'pricing', title: 'Pricing', metaTitle: 'Prices' });
    const updated = await services.store.pages.update(page.id, { status: 'published', metaTitle: null });
    expect(updated).toMatchObject({ slug: 'pricing', title: 'Pricing', status: 'published', metaTitle: null });
    await expect(services.store.pages.update(page.id, { slug: 'team' })).rejects.toBeInstanceOf(ConflictError);
    await expect(services.store.pages.update(9999, { title: 'x' })).rejects.toBeInstanceOf(NotFoundError);
  });

  it('lists pages with section counts, filtered by status', async () => {
    await createPageWithHeroes(services.store, 'gallery', ['One', 'Two']);
    const all = await services.store.pages.list();
    expect(all.find((page) => page.slug === 'gallery')?.sectionCount).toBe(2);
    const published = await services.store.pages.list({ status: 'published' });
    expect(published.map((page) => page.slug)).toEqual(['pricing']);
  });

  it('deletes a page with its sections and the navigation items that point at it', async () => {
    const { page, sections } = await createPageWithHeroes(services.store, 'services', ['Top', 'Bottom']);
    await insertNavigationItems(services.database, page.id);
    const deletion = await services.store.pages.delete(page.id);
    expect(deletion).toMatchObject({ page: { slug: 'services' }, sectionIds: sections.map((section) => section.id), navigationItemsRemoved: 2 });
    expect(await services.store.pages.getBySlug('services')).toBeUndefined();
    expect(await services.store.sections.getById(sections[0]!.id)).toBeUndefined();
    expect((await services.store.status()).counts.navigation_items).toBe(1);
  });
});
