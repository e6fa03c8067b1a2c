import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestStore, type TestStore } from '../../../support/test-store.ts';
import { createPageWithHeroes, createTemplates } from './section-fixtures.ts';

describe('cms_deletePageSection', () => {
  let services: TestStore;
  beforeAll(async () => {
    services = await createTestStore({ seed: false });
    await createTemplates(services.store);
  });
  afterAll(() => services.cleanup());

  it('deletes the section and moves the ones below up', async () => {
    const { page, sections } = await createPageWithHeroes(services.store, 'home', ['A', 'B', 'C']);
    const result = await services.call('cms_deletePageSection', { sectionId: sections[0]!.id });
    expect(result.deleted).toMatchObject({ id: sections[0]!.id, preview: 'A' });
    expect(result.remainingSections.map((section: { preview: string; position: number }) => [section.preview, section.position])).toEqual([
      ['B', 1],
      ['C', 2],
    ]);
    expect((await services.store.sections.listByPage(page.id)).length).toBe(2);
  });

  it('reports a missing section', async () => {
    expect(await services.call('cms_deletePageSection', { sectionId: 9999 })).toMatchObject({ error: { type: 'NOT_FOUND' } });
    expect(await services.call('cms_deletePageSection', { sectionId: -1 })).toMatchObject({ error: { type: 'VALIDATION', fields: [{ field: 'sectionId' }] } });
  });
});
