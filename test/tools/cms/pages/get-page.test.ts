import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestStore, type TestStore } from '../../../support/test-store.ts';
import { createPageWithHeroes, createTemplates } from '../sections/section-fixtures.ts';

describe('cms_getPage', () => {
  let services: TestStore;
  beforeAll(async () => {
    services = await createTestStore({ seed: false });
    await createTemplates(services.store);
    await createPageWithHeroes(services.store, 'about', ['Who we are', 'Our story']);
    await services.store.pages.create({ slug: 'contact', title: 'Contact' });
  });
  afterAll(() => services.cleanup());

  it('returns the page with its sections in order, with full content', async () => {
    const result = await services.call('cms_getPage', { slug: 'about' });
    expect(result.page).toMatchObject({ slug: 'about', path: '/about', title: 'about', status: 'draft' });
    expect(result.sections).toEqual([
      { id: expect.any(Number), template: 'hero', position: 1, content: { heading: 'Who we are' } },
      { id: expect.any(Number), template: 'hero', position: 2, content: { heading: 'Our story' } },
    ]);
  });

  it('names the closest slugs and cms_listPages when the page does not exist', async () => {
    const result = await services.call('cms_getPage', { slug: 'abuot' });
    expect(result).toMatchObject({ error: { type: 'NOT_FOUND', message: expect.stringMatching(/Closest: "about".*cms_listPages/) } });
  });

  it('rejects a slug that is not lowercase letters, digits and hyphens', async () => {
    const result = await services.call('cms_getPage', { slug: 'About Us' });
    expect(result).toMatchObject({ error: { type: 'VALIDATION', fields: [{ field: 'slug', message: expect.stringContaining('lowercase') }] } });
  });
});
