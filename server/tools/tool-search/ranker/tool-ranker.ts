import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { RANKING_FEATURES, type RankingCandidate } from './tool-ranking-features.ts';

export const DEFAULT_TOOL_RANKER_FILE = path.resolve(import.meta.dirname, '..', '..', '..', '..', 'data', 'tool-ranker.json');

/** A logistic regression over standardised RANKING_FEATURES, as `npm run train:ranker` writes it. */
export const toolRankerWeightsSchema = z.object({
  format: z.literal(1),
  /** The development query sets it was fitted on (never a frozen set). */
  trainedOn: z.array(z.string()).min(1),
  /** The tool registry version (`npm run build:tools`) the features were read from. */
  registryVersion: z.string().min(1),
  features: z.array(z.string()),
  mean: z.array(z.number()),
  scale: z.array(z.number().positive()),
  weights: z.array(z.number()),
  bias: z.number(),
});
export type ToolRankerWeights = z.infer<typeof toolRankerWeightsSchema>;

/** Scores one query's candidates: higher is likelier relevant. */
export interface ToolRanker {
  score(candidates: readonly RankingCandidate[]): number[];
}

/** Weights that do not fit the code or the tools: ranking with them would be ranking at random. */
export class StaleToolRankerError extends Error {
  readonly file: string;
  constructor({ file, reason }: { file: string; reason: string }) {
    super(`${file}: ${reason}. Run \`npm run train:ranker\` to fit the ranker again, or turn it off (WAYFINDER_TOOL_SEARCH_RANKER=off).`);
    this.name = 'StaleToolRankerError';
    this.file = file;
  }
}

/** The probability that each row's tool is relevant: sigmoid(bias + weights · standardised features). */
export function createToolRanker({ mean, scale, weights, bias }: Pick<ToolRankerWeights, 'mean' | 'scale' | 'weights' | 'bias'>): ToolRanker {
  return {
    score: (candidates) =>
      candidates.map(({ features }) => {
        const logit = features.reduce((sum, value, index) => sum + weights[index]! * ((value - mean[index]!) / scale[index]!), bias);
        return 1 / (1 + Math.exp(-logit));
      }),
  };
}

/** Loaded weights remember the tools they were fitted on, so start-up can compare them with the registry it builds. */
export type LoadedToolRanker = ToolRanker & { file: string; registryVersion: string };

/** Reads the weights file and checks that its features are RANKING_FEATURES, in order; when given, also its tool registry version. */
export function loadToolRanker({ file = DEFAULT_TOOL_RANKER_FILE, registryVersion }: { file?: string; registryVersion?: string } = {}): LoadedToolRanker {
  if (!fs.existsSync(file)) throw new StaleToolRankerError({ file, reason: 'no ranker weights' });
  const parsed = toolRankerWeightsSchema.safeParse(JSON.parse(fs.readFileSync(file, 'utf8')));
  if (!parsed.success) throw new StaleToolRankerError({ file, reason: `unreadable weights (${parsed.error.issues[0]?.message})` });
  const weights = parsed.data;
  const sizes = [weights.mean.length, weights.scale.length, weights.weights.length];
  if (weights.features.join() !== RANKING_FEATURES.join() || sizes.some((size) => size !== RANKING_FEATURES.length)) {
    throw new StaleToolRankerError({
      file,
      reason: `trained on features [${weights.features.join(', ')}], the code computes [${RANKING_FEATURES.join(', ')}]`,
    });
  }
  const loaded = { ...createToolRanker(weights), file, registryVersion: weights.registryVersion };
  if (registryVersion !== undefined) assertRankerFitsTools(loaded, registryVersion);
  return loaded;
}

/** A tool renamed, added or reworded since training reads differently: such weights are refused, not half-trusted. */
export function assertRankerFitsTools(ranker: LoadedToolRanker, registryVersion: string): void {
  if (ranker.registryVersion !== registryVersion) {
    throw new StaleToolRankerError({ file: ranker.file, reason: `trained on tool registry ${ranker.registryVersion}, the tools are now ${registryVersion}` });
  }
}
