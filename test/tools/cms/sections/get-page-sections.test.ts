import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestStore, type TestStore } from '../../../support/test-store.ts';
import { createPageWithHeroes, createTemplates } from './section-fixtures.ts';

describe('cms_getPageSections', () => {
  let services: TestStore;
  beforeAll(async () => {
    services = await createTestStore({ seed: false });
    await createTemplates(services.store);
  });
  afterAll(() => services.cleanup());

  it('lists the sections in order with a short preview of each', async () => {
    const long = 'A very long heading that goes on and on, much longer than anyone would need to recognise the section';
    const { sections } = await createPageWithHeroes(services.store, 'home', ['Welcome', long]);
    const result = await services.call('cms_getPageSections', { pageSlug: 'home' });
    expect(result.page).toEqual({ slug: 'home', title: 'home', status: 'draft' });
    expect(result.sections[0]).toEqual({ id: sections[0]!.id, template: 'hero', position: 1, preview: 'Welcome' });
    expect(result.sections[1].preview).toHaveLength(80);
    expect(result.sections[1].preview.endsWith('…')).toBe(true);
  });

  it('says how to start when there are no pages at all', async () => {
    const empty = await createTestStore({ seed: false });
    try {
      expect(await empty.call('cms_getPageSections', { pageSlug: 'home' })).toMatchObject({
        error: { type: 'NOT_FOUND', message: expect.stringContaining('cms_createPage') },
      });
    } finally {
      await empty.cleanup();
    }
  });
});
