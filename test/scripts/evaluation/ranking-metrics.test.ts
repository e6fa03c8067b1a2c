import { describe, expect, it } from 'vitest';
import { isCompleteAt, ndcgAt, recallAt, reciprocalRank, summarizeRankings } from '../../../scripts/evaluation/ranking-metrics.ts';

describe('ranking metrics', () => {
  const ranked = ['a', 'b', 'c', 'd'];

  it('computes recall, completeness and reciprocal rank', () => {
    expect(recallAt(ranked, ['b', 'x'], 2)).toBe(0.5);
    expect(isCompleteAt(ranked, ['a', 'c'], 3)).toBe(true);
    expect(isCompleteAt(ranked, ['a', 'd'], 3)).toBe(false);
    expect(reciprocalRank(ranked, ['c'])).toBeCloseTo(1 / 3);
    expect(reciprocalRank(ranked, ['z'])).toBe(0);
  });

  it('gives nDCG 1 to a perfect ranking and less to a late hit', () => {
    expect(ndcgAt(['a', 'b'], ['a', 'b'], 10)).toBe(1);
    expect(ndcgAt(['x', 'a'], ['a'], 10)).toBeCloseTo(1 / Math.log2(3));
  });

  it('averages over queries', () => {
    const summary = summarizeRankings(
      [
        { ranked: ['a'], relevant: ['a'] },
        { ranked: ['b'], relevant: ['a'] },
      ],
      5,
    );
    expect(summary).toMatchObject({ n: 2, recallAt1: 0.5, recallAt5: 0.5, completenessAtK: 0.5, mrr: 0.5 });
  });
});
