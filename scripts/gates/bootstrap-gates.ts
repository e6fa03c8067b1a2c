import type { LearnedGates } from '../../server/tools/tool-search/gates/learned-gates.ts';
import { boostedTreesProbability } from '../../server/tools/tool-search/boosted-trees.ts';
import type { GateRow } from './collect-gate-rows.ts';

export type GateResample = {
  /** The pre-route threshold fitted on this resample. */
  threshold: number;
  /** How many of the probe messages this resample's gate would offer a tool for before the first step. */
  probesOffered: number;
};

/**
 * Refits the gates on `samples` resamples of the rows (drawn with replacement, as many as there are rows) and counts,
 * for each, the probe messages whose pre-route probability reaches that fit's threshold. A probe is the gate's
 * features for a message that every other pre-route rule lets through. The spread shows how far the operating point,
 * and the pre-routes that sit near it, move with the training data alone, before any change to the search is judged
 * by them. Pure; deterministic for a seeded `random`.
 */
export function bootstrapGates({
  rows,
  probes,
  samples,
  refit,
  random,
}: {
  rows: readonly GateRow[];
  probes: readonly (readonly number[])[];
  samples: number;
  refit: (rows: readonly GateRow[]) => LearnedGates;
  random: () => number;
}): GateResample[] {
  return Array.from({ length: samples }, () => {
    const resample = Array.from({ length: rows.length }, () => rows[Math.floor(random() * rows.length)]!);
    const { preRoute } = refit(resample);
    return {
      threshold: preRoute.threshold,
      probesOffered: probes.filter((features) => boostedTreesProbability(preRoute, features) >= preRoute.threshold).length,
    };
  });
}
