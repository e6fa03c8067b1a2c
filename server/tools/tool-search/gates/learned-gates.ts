import path from 'node:path';
import { z } from 'zod';
import { boostedTreesProbability, boostedTreesSchema, malformedTrees } from '../boosted-trees.ts';
import { assertTrainedOnTools, readTrainedWeights, StaleWeightsError, trainedWeightsSchema } from '../trained-weights-file.ts';
import type { GateVerdict, SearchGates } from './gate-evidence.ts';
import { GATE_FEATURES, gateFeatures } from './gate-features.ts';
import { knowsNoWord } from './rule-gates.ts';

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
   * Boosted trees over GATE_FEATURES: the probability that the query asks for something no tool does. At or above
   * `threshold`, "nothing matched". They replace an unknown-word floor, which only read short queries in the
   * catalogue's language (docs/decisions/070), and since decision 079 the hand-set rule's low-confidence refusal.
   */
  nothingMatched: boostedTreesSchema.extend({ threshold: z.number().min(0).max(1) }),
});
export type SearchGatesWeights = z.infer<typeof searchGatesWeightsSchema>;
export type LearnedGates = Pick<SearchGatesWeights, 'preRoute' | 'nothingMatched'>;

/**
 * The learned gates' verdict from the GATE_FEATURES of a query with a match: the engine and the training scripts
 * judge by this one function. The hand-set rule's "nothing matched" is not added to the trees': it refused short
 * editor messages whose best match explained under 0.2 of them ("whats on the about page right now?") more often
 * than the requests no tool carries out that the trees let through (docs/decisions/079). Pure.
 */
export function learnedVerdict(gates: LearnedGates, features: readonly number[]): GateVerdict {
  const { preRoute, nothingMatched } = gates;
  const refused = boostedTreesProbability(nothingMatched, features) >= nothingMatched.threshold;
  return { nothingMatched: refused, offerBest: !refused && boostedTreesProbability(preRoute, features) >= preRoute.threshold };
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
 * The learned gates: "nothing matched" when no tool matched, when no word of a short query is any tool's, or when the
 * trees say so; else a pre-route when its trees are sure enough.
 */
export function createLearnedGates(gates: LearnedGates): SearchGates {
  return {
    judge: (evidence) =>
      evidence.matches.length === 0 || knowsNoWord(evidence) ? { nothingMatched: true, offerBest: false } : learnedVerdict(gates, gateFeatures(evidence)),
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
    malformed: (weights) =>
      (['preRoute', 'nothingMatched'] as const)
        .map((gate) => {
          const problem = malformedTrees(weights[gate], GATE_FEATURES.length);
          return problem && `${gate}: ${problem}`;
        })
        .find(Boolean),
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
