import { describe, expect, it } from 'vitest';
import { candidateRecallAt } from '../../../scripts/ranker/candidate-recall.ts';
import type { RankingExample } from '../../../scripts/ranker/collect-ranking-rows.ts';

const example = (relevant: string[], names: string[]): RankingExample => ({
  set: 'test',
  query: { query: 'q', relevant },
  candidates: names.map((name, index) => ({ name, features: [index], label: relevant.includes(name) ? 1 : 0 })),
});
const byFeature = (candidates: ReadonlyArray<{ features: number[] }>) => candidates.map((candidate) => candidate.features[0]!);

describe('candidateRecallAt', () => {
  it('counts the relevant candidates the scores put in the top k', () => {
    expect(candidateRecallAt({ examples: [example(['a', 'c'], ['a', 'b', 'c'])], score: byFeature, k: 1 })).toBe(0.5);
  });

  it('leaves out relevant tools no candidate list holds, and queries with none', () => {
    const examples = [example(['c', 'kept'], ['a', 'b', 'c']), example(['kept'], ['a'])];
    expect(candidateRecallAt({ examples, score: byFeature, k: 1 })).toBe(1);
  });
});
