import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestStore, type TestStore } from '../../../support/test-store.ts';
import { createImageRecord, createPageWithHeroes, createTemplates, headingsOf } from './section-fixtures.ts';

describe('cms_updateSectionContent', () => {
  let services: TestStore;
  beforeAll(async () => {
    services = await createTestStore({ seed: false });
    await createTemplates(services.store);
  });
  afterAll(() => services.cleanup());

  it('changes only the fields passed, and null clears an optional one', async () => {
    const { sections } = await createPageWithHeroes(services.store, 'home', ['Welcome']);
    const id = sections[0]!.id;
    const image = await createImageRecord(services.store, 'home-hero.png');
    await services.call('cms_updateSectionContent', { sectionId: id, content: { body: 'Fresh bread', image: image.id } });
    const result = await services.call('cms_updateSectionContent', { sectionId: id, content: { heading: 'Hello', body: null } });
    expect(result.section).toMatchObject({ id, content: { heading: 'Hello', image: image.id } });
    expect((await services.store.sections.getById(id))?.content).toEqual({ heading: 'Hello', image: image.id });
  });

  it('moves a section, with or without a content change, in one step', async () => {
    const { page, sections } = await createPageWithHeroes(services.store, 'about', ['A', 'B', 'C']);
    await services.call('cms_updateSectionContent', { sectionId: sections[2]!.id, content: { heading: 'C2' }, position: 1 });
    expect(await headingsOf(services.store, page.id)).toEqual(['C2', 'A', 'B']);
    await services.call('cms_updateSectionContent', { sectionId: sections[2]!.id, position: 3 });
    expect(await headingsOf(services.store, page.id)).toEqual(['A', 'B', 'C2']);
  });

  it('changes nothing, not even the position, when the merged content does not fit', async () => {
    const { page, sections } = await createPageWithHeroes(services.store, 'menu', ['Starters', 'Mains']);
    const before = await services.store.sections.listByPage(page.id);
    const result = await services.call('cms_updateSectionContent', {
      sectionId: sections[1]!.id,
      content: { heading: null, image: 0, extra: true },
      position: 1,
    });
    expect(result.error.fields.map((problem: { field: string }) => problem.field).sort()).toEqual(['content.extra', 'content.heading', 'content.image']);
    expect(await services.store.sections.listByPage(page.id)).toEqual(before);
  });

  it('points to cms_getPageSections for a missing section, and refuses an empty change', async () => {
    expect(await services.call('cms_updateSectionContent', { sectionId: 9999, content: { heading: 'x' } })).toMatchObject({
      error: { type: 'NOT_FOUND', message: expect.stringContaining('cms_getPageSections') },
    });
    expect(await services.call('cms_updateSectionContent', { sectionId: 1 })).toMatchObject({ error: { type: 'VALIDATION' } });
  });
});
