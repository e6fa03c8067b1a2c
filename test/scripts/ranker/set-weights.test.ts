import { describe, expect, it } from 'vitest';
import type { RankingExample } from '../../../scripts/ranker/collect-ranking-rows.ts';
import { equalSetWeights } from '../../../scripts/ranker/set-weights.ts';

const example = (set: string, candidates: number): RankingExample => ({
  set,
  query: { query: 'q', relevant: [] },
  candidates: Array.from({ length: candidates }, (_, index) => ({ name: `tool${index}`, features: [], label: 0 })),
});

describe('equalSetWeights', () => {
  it('gives every set the same total weight of queries, however many it has, and every row its query’s weight', () => {
    // Three queries of a large set, one of a small one: each large-set query weighs a third of the small one.
    const examples = [example('large', 2), example('large', 1), example('large', 1), example('small', 3)];
    const weights = equalSetWeights(examples);
    expect(weights).toHaveLength(7);
    expect(weights.slice(0, 4)).toEqual([2 / 3, 2 / 3, 2 / 3, 2 / 3]);
    expect(weights.slice(4)).toEqual([2, 2, 2]);
  });
});
