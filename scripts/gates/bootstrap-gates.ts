import { type LearnedGates, learnedVerdict } from '../../server/tools/tool-search/gates/learned-gates.ts';
import type { GateRow } from './collect-gate-rows.ts';

/** A message every other pre-route rule lets through, as the gates see it. */
export type GateProbe = { features: readonly number[] };

/** How many of the probes the gates offer a tool before the first step: not refused, and sure enough. */
export function probesOffered(gates: LearnedGates, probes: readonly GateProbe[]): number {
  return probes.filter((probe) => learnedVerdict(gates, probe.features).offerBest).length;
}

export type GateResample = {
  /** The pre-route threshold fitted on this resample. */
  threshold: number;
  /** How many of the probe messages this resample's gates would offer a tool for before the first step. */
  probesOffered: number;
};

/**
 * Refits the gates on `samples` resamples of the rows (drawn with replacement, as many as there are rows) and counts,
 * for each, the probe messages that fit offers a tool early (`probesOffered`). The spread shows how far the operating point,
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
  probes: readonly GateProbe[];
  samples: number;
  refit: (rows: readonly GateRow[]) => LearnedGates;
  random: () => number;
}): GateResample[] {
  return Array.from({ length: samples }, () => {
    const resample = Array.from({ length: rows.length }, () => rows[Math.floor(random() * rows.length)]!);
    const gates = refit(resample);
    return { threshold: gates.preRoute.threshold, probesOffered: probesOffered(gates, probes) };
  });
}
