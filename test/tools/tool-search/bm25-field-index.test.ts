import { describe, expect, it } from 'vitest';
import type { KeywordField } from '../../../server/tools/tool-search/analyze-tool.ts';
import { createBm25FieldIndex } from '../../../server/tools/tool-search/bm25-field-index.ts';

const document = (fields: Partial<Record<KeywordField, string[]>>): Record<KeywordField, string[]> => ({
  name: [],
  phrases: [],
  description: [],
  category: [],
  parameters: [],
  learned: [],
  ...fields,
});
const weights: Record<KeywordField, number> = { name: 3, phrases: 2, description: 1, category: 1, parameters: 0.5, learned: 0.25 };

describe('createBm25FieldIndex', () => {
  it('ranks a match in a heavier field first, by catalogue position', () => {
    const index = createBm25FieldIndex({
      documents: [document({ description: ['publish', 'post'] }), document({ name: ['publish', 'post'] }), document({ name: ['find', 'image'] })],
      fieldWeights: weights,
    });
    expect(index.search({ terms: ['publish'], limit: 5 }).map(({ position }) => position)).toEqual([1, 0]);
  });

  it('works for a catalogue of one tool and never returns the padding wink needs', () => {
    const index = createBm25FieldIndex({ documents: [document({ name: ['publish'] })], fieldWeights: weights });
    expect(index.search({ terms: ['publish'], limit: 5 })).toEqual([{ position: 0, score: expect.any(Number) }]);
    expect(index.search({ terms: ['unknown'], limit: 5 })).toEqual([]);
  });

  it('weighs a rare term above a common one', () => {
    const index = createBm25FieldIndex({
      documents: [document({ name: ['page', 'delete'] }), document({ name: ['page', 'get'] }), document({ name: ['page', 'list'] })],
      fieldWeights: weights,
    });
    expect(index.idfByTerm.get('delete')).toBeGreaterThan(index.idfByTerm.get('page')!);
  });
});
