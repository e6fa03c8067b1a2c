import { createToolRanker, type ToolRanker } from '../../server/tools/tool-search/ranker/tool-ranker.ts';
import type { RankingExample } from './collect-ranking-rows.ts';
import { foldOf } from './development-sets.ts';
import { fitRanker } from './fit-ranker.ts';

/**
 * Rankers that never saw the set they are asked about: the ranker's folds are dealt into `groups` groups, and one
 * ranker is fitted without each group. The gates are fitted on what the ranker makes of text it never saw, since that
 * is what they meet in use: read on its own training sets the ranker is surer than on new text, and gates fitted on
 * that pre-routed more and worse on rounds nobody fitted (decision 084). Returns undefined for a set the ranker was
 * not fitted on: the shipped ranker never saw it either.
 */
export function crossFittedRankers({ examples, groups }: { examples: readonly RankingExample[]; groups: number }): (set: string) => ToolRanker | undefined {
  const folds = [...new Set(examples.map((example) => foldOf(example.set)))].sort();
  const groupOf = new Map(folds.map((fold, index) => [fold, index % groups]));
  const rankers = Array.from({ length: Math.min(groups, folds.length) }, (_, group) =>
    createToolRanker(fitRanker(examples.filter((example) => groupOf.get(foldOf(example.set)) !== group))),
  );
  return (set) => {
    const group = groupOf.get(foldOf(set));
    return group === undefined ? undefined : rankers[group];
  };
}
