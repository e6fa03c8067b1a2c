import { expect, it } from 'vitest';
import { checkExtractionHealth } from '../../../server/tool-runtime/entity-extraction/check-extraction-health.ts';
import { createSchemaBasedExtractor } from '../../../server/tool-runtime/entity-extraction/schema-based-extractor.ts';
import type { ExtractionRule } from '../../../server/tools/extraction-rule.ts';

const findImageRule: ExtractionRule = { path: 'images', entityType: 'image', idField: 'id', nameField: 'filename', isArray: true };
const silentLogger = { warn: () => {} };

it('is ok when the rule and the custom extractor read their samples', () => {
  const extractor = createSchemaBasedExtractor({ rules: (name) => (name === 'cms_findImage' ? findImageRule : null), logger: silentLogger });
  const health = checkExtractionHealth({ extractor });
  expect(health.status).toBe('ok');
  expect(health.checks.map((check) => [check.tool, check.passed])).toEqual([
    ['cms_findImage', true],
    ['search_vector', true],
  ]);
  expect(health.checks[0]?.extracted).toEqual([
    { type: 'image', id: 1, name: 'a.png' },
    { type: 'image', id: 2, name: 'b.png' },
  ]);
});

it('is degraded, naming the tool, when a rule is missing', () => {
  const extractor = createSchemaBasedExtractor({ rules: () => null, logger: silentLogger });
  const health = checkExtractionHealth({ extractor });
  expect(health.status).toBe('degraded');
  expect(health.checks.find((check) => check.tool === 'cms_findImage')).toMatchObject({ passed: false, extracted: [] });
  expect(health.checks.find((check) => check.tool === 'search_vector')?.passed).toBe(true);
});

it('is degraded when a rule reads the wrong field', () => {
  const extractor = createSchemaBasedExtractor({ rules: () => ({ ...findImageRule, nameField: 'name' }), logger: silentLogger });
  expect(checkExtractionHealth({ extractor }).status).toBe('degraded');
});
