import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestStore, type TestStore } from '../../../support/test-store.ts';
import { createPageWithHeroes, createTemplates, headingsOf } from './section-fixtures.ts';

describe('cms_addSectionToPage', () => {
  let services: TestStore;
  beforeAll(async () => {
    services = await createTestStore({ seed: false });
    await createTemplates(services.store);
  });
  afterAll(() => services.cleanup());

  it('adds a section at the end by default', async () => {
    const { page } = await createPageWithHeroes(services.store, 'home', ['Welcome']);
    const result = await services.call('cms_addSectionToPage', {
      pageSlug: 'home',
      template: 'features',
      content: { title: 'Why us', items: [{ title: 'Fresh' }], tags: ['local'] },
    });
    expect(result.section).toMatchObject({ template: 'features', position: 2, content: { title: 'Why us' } });
    expect(result.pageSections.map((section: { preview: string }) => section.preview)).toEqual(['Welcome', 'Why us']);
    expect((await services.store.sections.listByPage(page.id)).length).toBe(2);
  });

  it('inserts at a position and moves later sections down', async () => {
    const { page } = await createPageWithHeroes(services.store, 'about', ['First', 'Second']);
    await services.call('cms_addSectionToPage', { pageSlug: 'about', template: 'hero', content: { heading: 'Between' }, position: 2 });
    expect(await headingsOf(services.store, page.id)).toEqual(['First', 'Between', 'Second']);
  });

  it('names every field that does not fit the template and adds nothing', async () => {
    const { page } = await createPageWithHeroes(services.store, 'contact', []);
    const result = await services.call('cms_addSectionToPage', {
      pageSlug: 'contact',
      template: 'hero',
      content: { heading: 7, image: 12345, cta: { label: 'Go', href: 'mailto:x@example.com' }, colour: 'red' },
    });
    expect(result.error.type).toBe('VALIDATION');
    expect(result.error.message).toContain('cms_getSectionFields');
    expect(result.error.fields.map((problem: { field: string }) => problem.field).sort()).toEqual([
      'content.colour',
      'content.cta.href',
      'content.heading',
      'content.image',
    ]);
    expect(await services.store.sections.listByPage(page.id)).toEqual([]);
  });

  it('names the closest page when the slug does not exist', async () => {
    const result = await services.call('cms_addSectionToPage', { pageSlug: 'contcat', template: 'hero', content: { heading: 'x' } });
    expect(result).toMatchObject({ error: { type: 'NOT_FOUND', message: expect.stringContaining('contact') } });
  });
});
