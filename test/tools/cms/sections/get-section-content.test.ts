import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestStore, type TestStore } from '../../../support/test-store.ts';
import { createPageWithHeroes, createTemplates } from './section-fixtures.ts';

describe('cms_getSectionContent', () => {
  let services: TestStore;
  beforeAll(async () => {
    services = await createTestStore({ seed: false });
    await createTemplates(services.store);
  });
  afterAll(() => services.cleanup());

  it('returns the full content with its page and the template fields', async () => {
    const { sections } = await createPageWithHeroes(services.store, 'home', ['First', 'Welcome']);
    const result = await services.call('cms_getSectionContent', { sectionId: sections[1]!.id });
    expect(result.section).toEqual({ id: sections[1]!.id, template: 'hero', position: 2, pageSlug: 'home' });
    expect(result.content).toEqual({ heading: 'Welcome' });
    expect(result.fields.map((field: { name: string }) => field.name)).toEqual(['heading', 'body', 'image', 'cta']);
  });

  it('reports a missing section and a malformed id', async () => {
    expect(await services.call('cms_getSectionContent', { sectionId: 4242 })).toMatchObject({ error: { type: 'NOT_FOUND' } });
    expect(await services.call('cms_getSectionContent', { sectionId: 'first' })).toMatchObject({
      error: { type: 'VALIDATION', fields: [{ field: 'sectionId' }] },
    });
  });
});
