import type { RankingExample } from './collect-ranking-rows.ts';

/**
 * Each candidate row's weight in the fit, so that every query set weighs the same in total, whatever its size:
 * wayfinder-queries' 851 queries, written with the phrases in view and labelled without lookups, would otherwise
 * outweigh the independent writers' sets of 116 to 172, whose editors name what they change by its title and whose
 * labels ask for the tool that looks it up. Rows of one query share its set's weight; the mean weight is 1. Pure.
 */
export function equalSetWeights(examples: readonly RankingExample[]): number[] {
  const queriesPerSet = new Map<string, number>();
  for (const { set } of examples) queriesPerSet.set(set, (queriesPerSet.get(set) ?? 0) + 1);
  const queryWeight = (set: string) => examples.length / (queriesPerSet.size * queriesPerSet.get(set)!);
  return examples.flatMap((example) => example.candidates.map(() => queryWeight(example.set)));
}
