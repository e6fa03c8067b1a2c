import fs from 'node:fs';
import { z } from 'zod';

/** What every weights file a training script writes (`data/tool-ranker.json`, `data/search-gates.json`, `data/answer-chooser.json`) starts with. */
export const trainedWeightsSchema = z.object({
  format: z.literal(1),
  /** The development query sets they were fitted on (never a frozen set). */
  trainedOn: z.array(z.string()).min(1),
  /** The tool registry version (`npm run build:tools`) the features were read from. */
  registryVersion: z.string().min(1),
  features: z.array(z.string()),
});

/** Weights that do not fit the code or the tools: using them would be guessing. The message names the fix. */
export class StaleWeightsError extends Error {
  readonly file: string;
  constructor({ file, reason, fix }: { file: string; reason: string; fix: string }) {
    super(`${file}: ${reason}. ${fix}`);
    this.name = 'StaleWeightsError';
    this.file = file;
  }
}

/**
 * Reads a weights file and checks it against the code: its schema, that it was trained on `features` in this order,
 * and that `malformed` finds nothing in it that cannot be read against them. `stale` builds the error that names the
 * file's fix.
 */
export function readTrainedWeights<Weights extends z.infer<typeof trainedWeightsSchema>>({
  file,
  schema,
  features,
  malformed,
  stale,
}: {
  file: string;
  schema: z.ZodType<Weights>;
  features: readonly string[];
  malformed?: (weights: Weights) => string | undefined;
  stale: (options: { file: string; reason: string }) => StaleWeightsError;
}): Weights {
  if (!fs.existsSync(file)) throw stale({ file, reason: 'no weights' });
  const parsed = schema.safeParse(JSON.parse(fs.readFileSync(file, 'utf8')));
  if (!parsed.success) throw stale({ file, reason: `unreadable weights (${parsed.error.issues[0]?.message})` });
  const weights = parsed.data;
  if (weights.features.join() !== features.join()) {
    throw stale({ file, reason: `trained on features [${weights.features.join(', ')}], the code computes [${features.join(', ')}]` });
  }
  const reason = malformed?.(weights);
  if (reason !== undefined) throw stale({ file, reason });
  return weights;
}

/** A tool renamed, added or reworded since training reads differently: such weights are refused, not half-trusted. */
export function assertTrainedOnTools({
  file,
  trainedOn,
  registryVersion,
  stale,
}: {
  file: string;
  trainedOn: string;
  registryVersion: string;
  stale: (options: { file: string; reason: string }) => StaleWeightsError;
}): void {
  if (trainedOn !== registryVersion) throw stale({ file, reason: `trained on tool registry ${trainedOn}, the tools are now ${registryVersion}` });
}
