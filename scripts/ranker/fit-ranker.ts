import type { RankingExample } from './collect-ranking-rows.ts';
import type { BoostedTrees } from '../../server/tools/tool-search/boosted-trees.ts';
import { type FitBoostedTreesOptions, fitBoostedTrees } from './fit-boosted-trees.ts';
import { equalSetWeights } from './set-weights.ts';

export type TreesSize = { trees: number; depth: number };

/** The trees' size and learning. `npm run train:ranker -- --cross-validate` compares sizes (docs/decisions/067). */
export const DEFAULT_TREES: TreesSize = { trees: 120, depth: 4 };
const LEARNING = { learningRate: 0.1, minLeafRows: 20, l2: 1, bins: 32 } satisfies Partial<FitBoostedTreesOptions>;

/** The ranker's trees fitted on `training`'s candidates, every query set weighing the same. Deterministic. */
export function fitRanker(training: readonly RankingExample[], size: TreesSize = DEFAULT_TREES): BoostedTrees {
  const rows = training.flatMap((example) => example.candidates);
  return fitBoostedTrees({
    rows: rows.map((row) => row.features),
    labels: rows.map((row) => row.label),
    rowWeights: equalSetWeights(training),
    ...LEARNING,
    ...size,
  });
}
