import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestStore, type TestStore } from '../../../support/test-store.ts';

describe('cms_updatePage', () => {
  let services: TestStore;
  beforeAll(async () => {
    services = await createTestStore({ seed: false });
    await services.store.pages.create({ slug: 'about', title: 'About', metaTitle: 'About us', metaDescription: 'Who we are' });
    await services.store.pages.create({ slug: 'team', title: 'Team' });
  });
  afterAll(() => services.cleanup());

  it('changes only what is passed: new slug, status, cleared meta title', async () => {
    const result = await services.call('cms_updatePage', { slug: 'about', newSlug: 'about-us', status: 'published', metaTitle: '' });
    expect(result.page).toMatchObject({ slug: 'about-us', title: 'About', status: 'published', metaTitle: null, metaDescription: 'Who we are' });
    expect(await services.store.pages.getBySlug('about')).toBeUndefined();
    expect(await services.store.pages.getBySlug('about-us')).toMatchObject({ status: 'published' });
  });

  it('refuses a call that changes nothing', async () => {
    const result = await services.call('cms_updatePage', { slug: 'team' });
    expect(result).toMatchObject({ error: { type: 'VALIDATION', message: expect.stringContaining('nothing to change') } });
  });

  it('refuses a new slug that another page has', async () => {
    const result = await services.call('cms_updatePage', { slug: 'team', newSlug: 'about-us' });
    expect(result).toMatchObject({ error: { type: 'CONFLICT' } });
    expect(await services.store.pages.getBySlug('team')).toBeDefined();
  });

  it('names the closest slug when the page does not exist', async () => {
    const result = await services.call('cms_updatePage', { slug: 'tema', title: 'x' });
    expect(result).toMatchObject({ error: { type: 'NOT_FOUND', message: expect.stringContaining('team') } });
  });
});
