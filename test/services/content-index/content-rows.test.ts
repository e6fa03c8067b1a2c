import { describe, expect, it } from 'vitest';
import { meanDirection, sqlString, toContentRows } from '../../../server/services/content-index/content-rows.ts';
import { uniqueChanges } from '../../../server/store/content-change.ts';
import type { Embedder } from '../../../server/services/embeddings/embedder.ts';

describe('content rows', () => {
  it('keeps each content item once', () => {
    expect(
      uniqueChanges([
        { type: 'section', id: 1 },
        { type: 'page', id: 1 },
        { type: 'section', id: 1 },
      ]),
    ).toEqual([
      { type: 'section', id: 1 },
      { type: 'page', id: 1 },
    ]);
  });

  it('pools passage vectors into one unit vector, each passage counting equally', () => {
    const pooled = meanDirection([
      [2, 0],
      [0, 5],
    ]);
    expect(pooled[0]).toBeCloseTo(Math.SQRT1_2);
    expect(pooled[1]).toBeCloseTo(Math.SQRT1_2);
  });

  it('embeds passages shortest first but pools them back to the right documents', async () => {
    const calls: string[][] = [];
    // A fake model: the vector says which passage it came from.
    const embedder: Embedder = {
      modelId: 'fake',
      embed: async (values) => {
        calls.push(values);
        return values.map((value) => (value.startsWith('first') ? [1, 0] : [0, 1]));
      },
    };
    const rows = await toContentRows(
      [
        { type: 'page', id: 1, title: 'One', passages: ['first passage, rather long'], summary: 'x'.repeat(500) },
        { type: 'post', id: 2, title: 'Two', passages: ['second'], summary: 'Short' },
      ],
      embedder,
    );
    expect(calls).toEqual([['second', 'first passage, rather long']]);
    expect(rows.map((row) => [row.key, row.vector])).toEqual([
      ['page:1', [1, 0]],
      ['post:2', [0, 1]],
    ]);
    expect(rows[0]!.snippet.length).toBeLessThanOrEqual(200);
  });

  it('quotes strings for LanceDB filters', () => {
    expect(sqlString("it's")).toBe("'it''s'");
  });
});
