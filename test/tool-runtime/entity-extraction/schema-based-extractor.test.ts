import { describe, expect, it } from 'vitest';
import { createSchemaBasedExtractor, type SchemaBasedExtractorOptions } from '../../../server/tool-runtime/entity-extraction/schema-based-extractor.ts';
import type { ExtractionRule } from '../../../server/tools/extraction-rule.ts';
import { NotFoundError } from '../../../server/errors/cms-errors.ts';
import { toToolError } from '../../../server/tools/tool-error.ts';

const seenAt = '2026-01-01T12:00:00.000Z';

const RULES: Record<string, ExtractionRule> = {
  cms_findImage: { path: 'images', entityType: 'image', idField: 'id', nameField: 'filename', isArray: true },
  cms_getPage: { path: '', entityType: 'page', idField: 'id', nameField: 'title', isArray: false },
  cms_createPost: { path: 'post', entityType: 'post', idField: 'id', nameField: 'title', isArray: false },
  cms_listEntries: { path: 'collection.entries', entityType: 'entry', idField: 'id', nameField: 'title', isArray: true },
};

function createExtractor(options: Partial<SchemaBasedExtractorOptions> = {}) {
  const warnings: unknown[][] = [];
  const extractor = createSchemaBasedExtractor({
    rules: (toolName) => RULES[toolName],
    logger: { warn: (...args: unknown[]) => void warnings.push(args) } as SchemaBasedExtractorOptions['logger'],
    now: () => new Date(seenAt),
    ...options,
  });
  return { extractor, warnings };
}

describe('extraction rules', () => {
  it('reads every item of an array at the path', () => {
    const { extractor } = createExtractor();
    expect(
      extractor.extract('cms_findImage', {
        images: [
          { id: 1, filename: 'a.png' },
          { id: 2, filename: 'b.png' },
        ],
      }),
    ).toEqual([
      { type: 'image', id: 1, name: 'a.png', seenAt },
      { type: 'image', id: 2, name: 'b.png', seenAt },
    ]);
  });

  it('reads the result itself, or one object at a path, or an array at a nested path', () => {
    const { extractor } = createExtractor();
    expect(extractor.extract('cms_getPage', { id: 4, slug: 'pricing', title: 'Pricing', sections: [] })).toEqual([
      { type: 'page', id: 4, name: 'Pricing', seenAt },
    ]);
    expect(extractor.extract('cms_createPost', { post: { id: 9, title: 'Packing list' } })).toEqual([{ type: 'post', id: 9, name: 'Packing list', seenAt }]);
    expect(extractor.extract('cms_listEntries', { collection: { entries: [{ id: 3, title: 'Elena Marsh' }] } })).toEqual([
      { type: 'entry', id: 3, name: 'Elena Marsh', seenAt },
    ]);
  });

  it('skips items without a usable id or name', () => {
    const { extractor } = createExtractor();
    const result = {
      images: [{ filename: 'no-id.png' }, { id: 2 }, { id: '', filename: 'blank-id.png' }, { id: 4, filename: '  ' }, null, { id: 5, filename: 'kept.png' }],
    };
    expect(extractor.extract('cms_findImage', result)).toEqual([{ type: 'image', id: 5, name: 'kept.png', seenAt }]);
  });

  it('finds nothing where the path is absent or the tool has no rule', () => {
    const { extractor, warnings } = createExtractor();
    expect(extractor.extract('cms_findImage', { hint: 'no images yet' })).toEqual([]);
    expect(extractor.extract('cms_deletePage', { deleted: { id: 1, title: 'Old' } })).toEqual([]);
    expect(warnings).toEqual([]);
  });

  it('logs a rule that no longer matches the result and yields nothing', () => {
    const { extractor, warnings } = createExtractor();
    expect(extractor.extract('cms_findImage', { images: { id: 1, filename: 'a.png' } })).toEqual([]);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]?.[0]).toMatchObject({ toolName: 'cms_findImage' });
  });
});

describe('custom extractors', () => {
  it('are preferred over the rule for the same tool', () => {
    const { extractor } = createExtractor({ customExtractors: { cms_findImage: () => [{ type: 'image', id: 99, name: 'custom.png' }] } });
    expect(extractor.extract('cms_findImage', { images: [{ id: 1, filename: 'a.png' }] })).toEqual([{ type: 'image', id: 99, name: 'custom.png', seenAt }]);
  });

  it('that throw are logged with the tool name and yield nothing', () => {
    const { extractor, warnings } = createExtractor({
      customExtractors: {
        cms_broken: () => {
          throw new Error('bad shape');
        },
      },
    });
    expect(extractor.extract('cms_broken', { anything: true })).toEqual([]);
    expect(warnings[0]?.[0]).toMatchObject({ toolName: 'cms_broken', error: expect.objectContaining({ message: 'bad shape' }) });
    expect(String(warnings[0]?.[1])).toContain('cms_broken');
  });
});

it('takes nothing from a tool error, whatever the tool', () => {
  const { extractor, warnings } = createExtractor();
  const error = toToolError(new NotFoundError({ entity: 'image', key: 3 }));
  expect(extractor.extract('cms_findImage', error)).toEqual([]);
  expect(extractor.extract('search_vector', error)).toEqual([]);
  expect(warnings).toEqual([]);
});
