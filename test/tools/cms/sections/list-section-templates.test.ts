import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestStore, type TestStore } from '../../../support/test-store.ts';
import { createTemplates } from './section-fixtures.ts';

describe('cms_listSectionTemplates', () => {
  let services: TestStore;
  beforeAll(async () => {
    services = await createTestStore({ seed: false });
    await createTemplates(services.store);
  });
  afterAll(() => services.cleanup());

  it('lists each template with its purpose, field names and required fields', async () => {
    const result = await services.call('cms_listSectionTemplates', {});
    expect(result.templates).toEqual([
      {
        name: 'features',
        label: 'Feature grid',
        description: 'A grid of short features',
        fields: ['title', 'items', 'tags', 'highlighted', 'columns'],
        requiredFields: ['title', 'items'],
      },
      {
        name: 'hero',
        label: 'Hero banner',
        description: 'Big headline at the top of a page',
        fields: ['heading', 'body', 'image', 'cta'],
        requiredFields: ['heading'],
      },
    ]);
  });

  it('rejects input that is not an object', async () => {
    expect(await services.call('cms_listSectionTemplates', 'all')).toMatchObject({ error: { type: 'VALIDATION' } });
  });
});
