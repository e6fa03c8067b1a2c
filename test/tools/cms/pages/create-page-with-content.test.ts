import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestStore, type TestStore } from '../../../support/test-store.ts';
import { createTemplates } from '../sections/section-fixtures.ts';

describe('cms_createPageWithContent', () => {
  let services: TestStore;
  beforeAll(async () => {
    services = await createTestStore({ seed: false });
    await createTemplates(services.store);
  });
  afterAll(() => services.cleanup());

  it('creates the page and its sections in order', async () => {
    const result = await services.call('cms_createPageWithContent', {
      slug: 'services',
      title: 'Services',
      status: 'published',
      sections: [
        { template: 'hero', content: { heading: 'What we do', cta: { label: 'Contact us', href: '/contact' } } },
        { template: 'features', content: { title: 'Highlights', items: [{ title: 'Catering' }, { title: 'Cakes' }], columns: 2 } },
      ],
    });
    expect(result.page).toMatchObject({ slug: 'services', status: 'published' });
    expect(result.sections.map((section: { template: string; position: number }) => [section.template, section.position])).toEqual([
      ['hero', 1],
      ['features', 2],
    ]);
    const stored = await services.store.sections.listByPage(result.page.id);
    expect(stored.map((section) => section.id)).toEqual(result.sections.map((section: { id: number }) => section.id));
  });

  it('creates nothing when sections are invalid, and names every bad field of every section', async () => {
    const before = await services.store.status();
    const result = await services.call('cms_createPageWithContent', {
      slug: 'broken',
      title: 'Broken',
      sections: [
        { template: 'hero', content: { heading: 'Fine' } },
        { template: 'hero', content: { body: 'no heading', image: 404 } },
        { template: 'features', content: { title: 'Grid', items: [{ icon: 1 }], colour: 'red' } },
      ],
    });
    expect(result.error.type).toBe('VALIDATION');
    expect(result.error.message).toContain('Nothing was created');
    expect(result.error.fields.map((problem: { field: string }) => problem.field).sort()).toEqual([
      'sections[1].content.heading',
      'sections[1].content.image',
      'sections[2].content.colour',
      'sections[2].content.items[0].icon',
      'sections[2].content.items[0].title',
    ]);
    expect(await services.store.pages.getBySlug('broken')).toBeUndefined();
    expect((await services.store.status()).counts).toEqual(before.counts);
  });

  it('rejects a template that does not exist before touching the store', async () => {
    const result = await services.call('cms_createPageWithContent', { slug: 'odd', title: 'Odd', sections: [{ template: 'carousel', content: {} }] });
    expect(result).toMatchObject({ error: { type: 'VALIDATION', fields: [{ field: 'sections.0.template' }] } });
    expect(await services.store.pages.getBySlug('odd')).toBeUndefined();
  });

  it('reports a taken slug as a conflict and adds no sections', async () => {
    const before = await services.store.status();
    const result = await services.call('cms_createPageWithContent', {
      slug: 'services',
      title: 'Again',
      sections: [{ template: 'hero', content: { heading: 'x' } }],
    });
    expect(result).toMatchObject({ error: { type: 'CONFLICT' } });
    expect((await services.store.status()).counts).toEqual(before.counts);
  });
});
