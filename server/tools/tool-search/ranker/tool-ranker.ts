import path from 'node:path';
import type { z } from 'zod';
import { assertTrainedOnTools, readTrainedWeights, StaleWeightsError, trainedWeightsSchema } from '../trained-weights-file.ts';
import { type BoostedTrees, boostedTreesProbability, boostedTreesSchema, malformedTrees } from '../boosted-trees.ts';
import { RANKING_FEATURES, type RankingCandidate, vectorsFoundAny } from './tool-ranking-features.ts';

export const DEFAULT_TOOL_RANKER_FILE = path.resolve(import.meta.dirname, '..', '..', '..', '..', 'data', 'tool-ranker.json');

/**
 * Boosted trees over RANKING_FEATURES, as `npm run train:ranker` writes them. Trees, not a weighted sum: a feature's
 * worth depends on the others (vector similarity counts for more when no phrase matched), and held out on rounds
 * 7–10 the trees put 0.855 of the relevant candidates in the top five where logistic regression put 0.837:
 * docs/decisions/067. Two sets of trees: `bias` and `trees` for queries the vectors answered, `withoutVectors` for
 * those they did not (a script the embedding model cannot read: Japanese, Korean, Russian…), each fitted on its own
 * queries, so ordering the second kind leaves the first's ranking as it was (docs/decisions/097).
 */
const rankerTreesSchema = boostedTreesSchema.extend({ withoutVectors: boostedTreesSchema });
export type RankerTrees = z.infer<typeof rankerTreesSchema>;
export const toolRankerWeightsSchema = trainedWeightsSchema.extend(rankerTreesSchema.shape);
export type ToolRankerWeights = z.infer<typeof toolRankerWeightsSchema>;

/** Scores one query's candidates: higher is likelier relevant. */
export interface ToolRanker {
  score(candidates: readonly RankingCandidate[]): number[];
}

/** Weights that do not fit the code or the tools: ranking with them would be ranking at random. */
export class StaleToolRankerError extends StaleWeightsError {
  constructor({ file, reason }: { file: string; reason: string }) {
    super({ file, reason, fix: 'Run `npm run train:ranker` to fit the ranker again, or turn it off (WAYFINDER_TOOL_SEARCH_RANKER=off).' });
    this.name = 'StaleToolRankerError';
  }
}
const stale = (options: { file: string; reason: string }) => new StaleToolRankerError(options);

/** The probability that each row's tool is relevant, by the trees fitted on queries like this one: with vectors or without. */
export function createToolRanker(model: RankerTrees): ToolRanker {
  return {
    score: (candidates) => {
      const trees: BoostedTrees = vectorsFoundAny(candidates) ? model : model.withoutVectors;
      return candidates.map(({ features }) => boostedTreesProbability(trees, features));
    },
  };
}

/** Loaded weights remember the tools they were fitted on, so start-up can compare them with the registry it builds. */
export type LoadedToolRanker = ToolRanker & { file: string; registryVersion: string };

/** Reads the weights file and checks that its features are RANKING_FEATURES, in order; when given, also its tool registry version. */
export function loadToolRanker({ file = DEFAULT_TOOL_RANKER_FILE, registryVersion }: { file?: string; registryVersion?: string } = {}): LoadedToolRanker {
  const weights = readTrainedWeights({
    file,
    schema: toolRankerWeightsSchema,
    features: RANKING_FEATURES,
    malformed: (weights) => malformedTrees(weights, RANKING_FEATURES.length) ?? malformedTrees(weights.withoutVectors, RANKING_FEATURES.length),
    stale,
  });
  const loaded = { ...createToolRanker(weights), file, registryVersion: weights.registryVersion };
  if (registryVersion !== undefined) assertRankerFitsTools(loaded, registryVersion);
  return loaded;
}

/** A tool renamed, added or reworded since training reads differently: such weights are refused, not half-trusted. */
export function assertRankerFitsTools(ranker: LoadedToolRanker, registryVersion: string): void {
  assertTrainedOnTools({ file: ranker.file, trainedOn: ranker.registryVersion, registryVersion, stale });
}
