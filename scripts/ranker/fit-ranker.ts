import type { RankingExample } from './collect-ranking-rows.ts';
import type { BoostedTrees } from '../../server/tools/tool-search/boosted-trees.ts';
import type { RankerTrees } from '../../server/tools/tool-search/ranker/tool-ranker.ts';
import { vectorsFoundAny } from '../../server/tools/tool-search/ranker/tool-ranking-features.ts';
import { type FitBoostedTreesOptions, fitBoostedTrees } from './fit-boosted-trees.ts';
import { equalSetWeights } from './set-weights.ts';

export type TreesSize = { trees: number; depth: number };

/** The trees' size and learning. `npm run train:ranker -- --cross-validate` compares sizes (docs/decisions/067). */
export const DEFAULT_TREES: TreesSize = { trees: 120, depth: 4 };
const LEARNING = { learningRate: 0.1, minLeafRows: 20, l2: 1, bins: 32 } satisfies Partial<FitBoostedTreesOptions>;

/**
 * The ranker's two sets of trees, each fitted on the candidates of `training`'s queries of its kind (the vectors found
 * some, or none), every query set weighing the same. The other kind's queries stay in with no candidates, so a set's
 * queries share its weight as they did with one set of trees, and those trees are what they were. Deterministic.
 */
export function fitRanker(training: readonly RankingExample[], size: TreesSize = DEFAULT_TREES): RankerTrees {
  const onlyWhere = (vectorsFound: boolean) =>
    training.map((example) => (vectorsFoundAny(example.candidates) === vectorsFound ? example : { ...example, candidates: [] }));
  return { ...fitTrees(onlyWhere(true), size), withoutVectors: fitTrees(onlyWhere(false), size) };
}

function fitTrees(training: readonly RankingExample[], size: TreesSize): BoostedTrees {
  const rows = training.flatMap((example) => example.candidates);
  return fitBoostedTrees({
    rows: rows.map((row) => row.features),
    labels: rows.map((row) => row.label),
    rowWeights: equalSetWeights(training),
    ...LEARNING,
    ...size,
  });
}
