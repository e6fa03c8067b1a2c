import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestStore, type TestStore } from '../../../support/test-store.ts';
import { createTemplates } from './section-fixtures.ts';

describe('cms_getSectionFields', () => {
  let services: TestStore;
  beforeAll(async () => {
    services = await createTestStore({ seed: false });
    await createTemplates(services.store);
  });
  afterAll(() => services.cleanup());

  it('describes each field: type, required, description and the value shape it expects', async () => {
    const result = await services.call('cms_getSectionFields', { template: 'hero' });
    expect(result).toMatchObject({ template: 'hero', label: 'Hero banner' });
    expect(result.fields[0]).toEqual({ name: 'heading', label: 'Heading', type: 'text', required: true, description: 'Main headline', expects: 'a string' });
    expect(result.fields.find((field: { name: string }) => field.name === 'cta').expects).toContain('"href"');
  });

  it('describes the item fields of a list of objects', async () => {
    const result = await services.call('cms_getSectionFields', { template: 'features' });
    const items = result.fields.find((field: { name: string }) => field.name === 'items');
    expect(items.expects).toBe('an array of objects with fields title, icon');
    expect(items.itemFields.map((field: { name: string; required: boolean }) => [field.name, field.required])).toEqual([
      ['title', true],
      ['icon', false],
    ]);
  });

  it('offers the real template names when given an unknown one', async () => {
    const result = await services.call('cms_getSectionFields', { template: 'heroo' });
    expect(result).toMatchObject({ error: { type: 'VALIDATION', fields: [{ field: 'template', message: expect.stringContaining('hero') }] } });
  });
});
