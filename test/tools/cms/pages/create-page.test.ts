import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestStore, type TestStore } from '../../../support/test-store.ts';

describe('cms_createPage', () => {
  let services: TestStore;
  beforeAll(async () => {
    services = await createTestStore({ seed: false });
  });
  afterAll(() => services.cleanup());

  it('creates an empty draft page; an empty meta title is stored as none', async () => {
    const result = await services.call('cms_createPage', {
      slug: 'opening-hours',
      title: 'Opening hours',
      metaTitle: '',
      metaDescription: 'When we are open.',
    });
    expect(result.page).toMatchObject({ slug: 'opening-hours', status: 'draft', metaTitle: null, metaDescription: 'When we are open.' });
    expect(await services.store.pages.getBySlug('opening-hours')).toMatchObject({ title: 'Opening hours' });
    expect(await services.store.sections.listByPage(result.page.id)).toEqual([]);
  });

  it('reports a taken slug as a conflict', async () => {
    await services.call('cms_createPage', { slug: 'menu', title: 'Menu' });
    const result = await services.call('cms_createPage', { slug: 'menu', title: 'Another menu' });
    expect(result).toMatchObject({ error: { type: 'CONFLICT', message: expect.stringContaining('"menu" already exists') } });
  });

  it('names every invalid field at once', async () => {
    const result = await services.call('cms_createPage', { slug: 'Bad_Slug', title: '  ', status: 'live' });
    expect(result.error.type).toBe('VALIDATION');
    expect(result.error.fields.map((problem: { field: string }) => problem.field).sort()).toEqual(['slug', 'status', 'title']);
  });
});
