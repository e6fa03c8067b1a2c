import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineCmsTool, inCategory, titleFromName } from '../../server/tools/define-cms-tool.ts';

const tool = (name: string, fields: Partial<Parameters<typeof defineCmsTool>[0]> = {}) =>
  defineCmsTool({
    name,
    risk: 'safe',
    extraction: null,
    description: 'A tool for this test.',
    inputSchema: z.object({}),
    execute: async () => ({}),
    ...fields,
  });

describe('titleFromName', () => {
  it('drops the prefix and spells the rest in words', () => {
    expect(titleFromName('cms_getSectionFields')).toBe('Get section fields');
    expect(titleFromName('web_quickSearch')).toBe('Quick search');
  });
});

describe('inCategory', () => {
  it('states the defaults: a title from the name, approval for destructive tools, idempotence for safe ones', () => {
    const [read, remove, write, titled] = inCategory('pages', [
      tool('cms_getThing'),
      tool('cms_deleteThing', { risk: 'destructive' }),
      tool('cms_addThing', { risk: 'moderate' }),
      tool('cms_setThing', { risk: 'moderate', title: 'Set the thing', idempotent: true }),
    ] as const);
    expect(read).toMatchObject({ category: 'pages', title: 'Get thing', requiresConfirmation: false, idempotent: true });
    expect(remove).toMatchObject({ title: 'Delete thing', requiresConfirmation: true, idempotent: false });
    expect(write).toMatchObject({ requiresConfirmation: false, idempotent: false });
    expect(titled).toMatchObject({ title: 'Set the thing', idempotent: true });
  });
});
