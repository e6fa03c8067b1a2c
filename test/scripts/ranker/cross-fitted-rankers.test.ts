import { describe, expect, it } from 'vitest';
import type { RankingExample } from '../../../scripts/ranker/collect-ranking-rows.ts';
import { crossFittedRankers } from '../../../scripts/ranker/cross-fitted-rankers.ts';

/** A set whose queries each have two candidates, the one with feature 1 or the one with feature 0 relevant. */
const setOf = (set: string, relevantFeature: 0 | 1): RankingExample[] =>
  Array.from({ length: 40 }, () => ({
    set,
    query: { query: 'q', relevant: ['right'] },
    candidates: [0, 1].map((feature) => ({
      name: feature === relevantFeature ? 'right' : 'wrong',
      features: [feature],
      label: feature === relevantFeature ? 1 : 0,
    })),
  }));
const prefersFeatureOne = (score: (candidates: Array<{ name: string; features: number[] }>) => number[]) => {
  const [zero, one] = score([
    { name: 'a', features: [0] },
    { name: 'b', features: [1] },
  ]);
  return one! > zero!;
};

describe('crossFittedRankers', () => {
  it('answers for each set with a ranker fitted without it', () => {
    const rankerFor = crossFittedRankers({ examples: [...setOf('one.json', 1), ...setOf('zero.json', 0)], groups: 2 });
    // Each ranker learnt only the other set's labels.
    expect(prefersFeatureOne(rankerFor('one.json')!.score)).toBe(false);
    expect(prefersFeatureOne(rankerFor('zero.json')!.score)).toBe(true);
  });

  it('holds out both sets of a former frozen round together, and has no ranker for a set it was not given', () => {
    const examples = [
      ...setOf('development/round-1/model-queries.json', 1),
      ...setOf('development/round-1/editor-messages.json', 1),
      ...setOf('development/round-2/model-queries.json', 0),
    ];
    const rankerFor = crossFittedRankers({ examples, groups: 2 });
    expect(rankerFor('development/round-1/editor-messages.json')).toBe(rankerFor('development/round-1/model-queries.json'));
    expect(prefersFeatureOne(rankerFor('development/round-1/editor-messages.json')!.score)).toBe(false);
    expect(rankerFor('development/round-9/model-queries.json')).toBeUndefined();
  });
});
