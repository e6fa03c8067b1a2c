import path from 'node:path';
import { z } from 'zod';
import { boostedTreesProbability, boostedTreesSchema, malformedTrees } from '../boosted-trees.ts';
import { assertTrainedOnTools, readTrainedWeights, StaleWeightsError, trainedWeightsSchema } from '../trained-weights-file.ts';
import { ANSWER_FEATURES, type AnswerEvidence, answerFeatures, queryWords, ruleFocused } from './answer-features.ts';

export const DEFAULT_ANSWER_CHOOSER_FILE = path.resolve(import.meta.dirname, '..', '..', '..', '..', 'data', 'answer-chooser.json');

/**
 * Boosted trees over ANSWER_FEATURES, as `npm run train:answers` writes them: the probability that a place of the
 * ranking holds a tool the query needs. `tool_search` answers with the places at or above `threshold`, and always the
 * first, unless the focus rule's answer stands (`ruleDecides`): docs/decisions/098.
 */
export const answerChooserWeightsSchema = trainedWeightsSchema.extend({ ...boostedTreesSchema.shape, threshold: z.number().min(0).max(1) });
export type AnswerChooserWeights = z.infer<typeof answerChooserWeightsSchema>;

/** Decides which places of a ranking `tool_search` answers with. */
export interface AnswerChooser {
  choose(evidence: AnswerEvidence): string[];
}

/**
 * A search of at most this many words that one tool explains whole names a capability ("find image by name", "update
 * and publish a blog post"): the focus rule's short answer stands. The trees add the places writers often also wanted
 * ("find image by name": `cms_findResource`), which the model's precise searches then pay for on every step: with the
 * trees deciding them too, three of the token benchmark's targets failed, whose scripted searches are all of two to
 * six words (docs/decisions/098).
 */
export const SHORT_SEARCH_WORDS = 6;

/** Whether the focus rule's answer stands: a short search one tool explains whole. Pure. */
export function ruleDecides(evidence: Pick<AnswerEvidence, 'query' | 'names' | 'ruleAnswer'>): boolean {
  return ruleFocused(evidence) && queryWords(evidence.query) <= SHORT_SEARCH_WORDS;
}

/**
 * The focus rule's answer to a short search one tool explains whole; else the first place, and every other whose
 * probability is at least the threshold, in the ranking's order. Pure.
 */
export function createAnswerChooser({ bias, trees, threshold }: Pick<AnswerChooserWeights, 'bias' | 'trees' | 'threshold'>): AnswerChooser {
  return {
    choose(evidence) {
      if (ruleDecides(evidence)) return [...evidence.ruleAnswer];
      const features = answerFeatures(evidence);
      return evidence.names.filter((_, place) => place === 0 || boostedTreesProbability({ bias, trees }, features[place]!) >= threshold);
    },
  };
}

/** Weights that do not fit the code or the tools: choosing with them would be choosing at random. */
export class StaleAnswerChooserError extends StaleWeightsError {
  constructor({ file, reason }: { file: string; reason: string }) {
    super({ file, reason, fix: 'Run `npm run train:answers` to fit them again, or turn the learned ranker off (WAYFINDER_TOOL_SEARCH_RANKER=off).' });
    this.name = 'StaleAnswerChooserError';
  }
}
const stale = (options: { file: string; reason: string }) => new StaleAnswerChooserError(options);

/** Loaded trees remember the tools they were fitted on, so start-up can compare them with the registry it builds. */
export type LoadedAnswerChooser = AnswerChooser & { file: string; registryVersion: string };

/** Reads the weights file and checks that its features are ANSWER_FEATURES, in order; when given, also its tool registry version. */
export function loadAnswerChooser({
  file = DEFAULT_ANSWER_CHOOSER_FILE,
  registryVersion,
}: {
  file?: string;
  registryVersion?: string;
} = {}): LoadedAnswerChooser {
  const weights = readTrainedWeights({
    file,
    schema: answerChooserWeightsSchema,
    features: ANSWER_FEATURES,
    malformed: (weights) => malformedTrees(weights, ANSWER_FEATURES.length),
    stale,
  });
  const loaded = { ...createAnswerChooser(weights), file, registryVersion: weights.registryVersion };
  if (registryVersion !== undefined) assertAnswerChooserFitsTools(loaded, registryVersion);
  return loaded;
}

/** A tool renamed, added or reworded since training ranks differently: such weights are refused, not half-trusted. */
export function assertAnswerChooserFitsTools(chooser: LoadedAnswerChooser, registryVersion: string): void {
  assertTrainedOnTools({ file: chooser.file, trainedOn: chooser.registryVersion, registryVersion, stale });
}
