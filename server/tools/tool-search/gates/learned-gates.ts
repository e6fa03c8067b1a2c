import path from 'node:path';
import { z } from 'zod';
import { boostedTreesProbability, boostedTreesSchema, malformedTrees } from '../boosted-trees.ts';
import { assertTrainedOnTools, readTrainedWeights, StaleWeightsError, trainedWeightsSchema } from '../trained-weights-file.ts';
import type { GateEvidence, SearchGates } from './gate-evidence.ts';
import { GATE_FEATURES, gateFeatures } from './gate-features.ts';
import { isShortQuery, ruleGates } from './rule-gates.ts';

export const DEFAULT_SEARCH_GATES_FILE = path.resolve(import.meta.dirname, '..', '..', '..', '..', 'data', 'search-gates.json');

/** The gates as `npm run train:gates` writes them. */
export const searchGatesWeightsSchema = trainedWeightsSchema.extend({
  /**
   * Boosted trees over GATE_FEATURES: the probability that the best match is a tool the message needs. The best
   * match is offered before the first step at or above `threshold`. Trees, not a weighted sum: held out round by
   * round on rounds 7–21, they were right more often at every coverage (docs/decisions/068).
   */
  preRoute: boostedTreesSchema.extend({ threshold: z.number().min(0).max(1) }),
  /**
   * "Nothing matched" for a short query in the catalogue's language when at least this share of the (damped) weight
   * of its words that ask for something is on words no tool text has ("send an email to subscribers").
   */
  unknownShareFloor: z.number().min(0).max(1),
});
export type SearchGatesWeights = z.infer<typeof searchGatesWeightsSchema>;
export type LearnedGates = Pick<SearchGatesWeights, 'preRoute' | 'unknownShareFloor'>;

/** Known words mostly from the catalogue's own language: a request in another one is unknown to it word by word. */
const MIN_BASE_LANGUAGE_SHARE = 0.5;

/**
 * How much of what a query asks for no tool text names, for a query in few words and the catalogue's own language;
 * undefined for others. A model's search names the capability in every word; the words that only name things
 * (quoted titles, ids, URLs, file names) are left out before counting (`stripValues`). Pure.
 */
export function unknownAskingShare({ query, words }: Pick<GateEvidence, 'query' | 'words'>): number | undefined {
  return isShortQuery(query) && words.baseLanguageShare >= MIN_BASE_LANGUAGE_SHARE ? words.dampedUnknownShare : undefined;
}

/** Weights that do not fit the code or the tools: gating with them would be gating at random. */
export class StaleSearchGatesError extends StaleWeightsError {
  constructor({ file, reason }: { file: string; reason: string }) {
    super({ file, reason, fix: 'Run `npm run train:gates` to fit the gates again, or use the hand-set ones (WAYFINDER_TOOL_SEARCH_GATES=off).' });
    this.name = 'StaleSearchGatesError';
  }
}
const stale = (options: { file: string; reason: string }) => new StaleSearchGatesError(options);

/**
 * The learned gates. "Nothing matched": the hand-set rule, or a query asking mostly for what no tool names. A
 * pre-route: the learned probability at or above its threshold, for a query that did match.
 */
export function createLearnedGates({ preRoute, unknownShareFloor }: LearnedGates): SearchGates {
  return {
    judge(evidence) {
      const unknownShare = unknownAskingShare(evidence);
      const nothingMatched = ruleGates.judge(evidence).nothingMatched || (unknownShare !== undefined && unknownShare >= unknownShareFloor);
      const probability = nothingMatched ? 0 : boostedTreesProbability(preRoute, gateFeatures(evidence));
      return { nothingMatched, offerBest: probability >= preRoute.threshold };
    },
  };
}

/** Loaded gates remember the tools they were fitted on, so start-up can compare them with the registry it builds. */
export type LoadedSearchGates = SearchGates & { file: string; registryVersion: string };

/** Reads the weights file and checks that its features are GATE_FEATURES, in order; when given, also its tool registry version. */
export function loadSearchGates({ file = DEFAULT_SEARCH_GATES_FILE, registryVersion }: { file?: string; registryVersion?: string } = {}): LoadedSearchGates {
  const weights = readTrainedWeights({
    file,
    schema: searchGatesWeightsSchema,
    features: GATE_FEATURES,
    malformed: ({ preRoute }) => malformedTrees(preRoute, GATE_FEATURES.length),
    stale,
  });
  const loaded = { ...createLearnedGates(weights), file, registryVersion: weights.registryVersion };
  if (registryVersion !== undefined) assertGatesFitTools(loaded, registryVersion);
  return loaded;
}

/** A tool renamed, added or reworded since training reads differently: such weights are refused, not half-trusted. */
export function assertGatesFitTools(gates: LoadedSearchGates, registryVersion: string): void {
  assertTrainedOnTools({ file: gates.file, trainedOn: gates.registryVersion, registryVersion, stale });
}
