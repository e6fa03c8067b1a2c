import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestStore, type TestStore } from '../../../support/test-store.ts';
import { createPageWithHeroes, createTemplates, headingsOf } from './section-fixtures.ts';

describe('cms_deletePageSections', () => {
  let services: TestStore;
  beforeAll(async () => {
    services = await createTestStore({ seed: false });
    await createTemplates(services.store);
  });
  afterAll(() => services.cleanup());

  it('deletes the ids on the page, skips and explains the rest, and renumbers what remains', async () => {
    const { page, sections } = await createPageWithHeroes(services.store, 'home', ['A', 'B', 'C', 'D']);
    const other = await createPageWithHeroes(services.store, 'about', ['Elsewhere']);
    const otherId = other.sections[0]!.id;
    const result = await services.call('cms_deletePageSections', { pageSlug: 'home', sectionIds: [sections[0]!.id, 9999, sections[2]!.id, otherId] });
    expect(result.deleted.map((section: { preview: string }) => section.preview)).toEqual(['A', 'C']);
    expect(result.skipped).toEqual([
      { id: 9999, reason: 'no section has this id' },
      { id: otherId, reason: 'belongs to page "about", not "home"' },
    ]);
    expect(result.remainingSections.map((section: { preview: string; position: number }) => [section.preview, section.position])).toEqual([
      ['B', 1],
      ['D', 2],
    ]);
    expect(await headingsOf(services.store, page.id)).toEqual(['B', 'D']);
    expect(await headingsOf(services.store, other.page.id)).toEqual(['Elsewhere']);
  });

  it('deletes nothing when the page does not exist', async () => {
    const { sections } = await createPageWithHeroes(services.store, 'menu', ['Soup']);
    const result = await services.call('cms_deletePageSections', { pageSlug: 'menus', sectionIds: [sections[0]!.id] });
    expect(result).toMatchObject({ error: { type: 'NOT_FOUND', message: expect.stringContaining('menu') } });
    expect(await services.store.sections.getById(sections[0]!.id)).toBeDefined();
  });

  it('requires at least one id', async () => {
    expect(await services.call('cms_deletePageSections', { pageSlug: 'home', sectionIds: [] })).toMatchObject({
      error: { type: 'VALIDATION', fields: [{ field: 'sectionIds' }] },
    });
  });
});
