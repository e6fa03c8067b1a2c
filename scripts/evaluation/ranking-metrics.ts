/** Standard ranking metrics over one query's ranked tool names and its labelled relevant set. Pure. */

export function recallAt(ranked: readonly string[], relevant: readonly string[], k: number): number {
  if (relevant.length === 0) return 1;
  const top = new Set(ranked.slice(0, k));
  return relevant.filter((name) => top.has(name)).length / relevant.length;
}

export function isCompleteAt(ranked: readonly string[], relevant: readonly string[], k: number): boolean {
  return recallAt(ranked, relevant, k) === 1;
}

export function reciprocalRank(ranked: readonly string[], relevant: readonly string[]): number {
  const wanted = new Set(relevant);
  const position = ranked.findIndex((name) => wanted.has(name));
  return position === -1 ? 0 : 1 / (position + 1);
}

/** Binary-relevance nDCG: DCG of the ranking over the DCG of a perfect one. */
export function ndcgAt(ranked: readonly string[], relevant: readonly string[], k: number): number {
  const wanted = new Set(relevant);
  const gain = (position: number) => 1 / Math.log2(position + 2);
  const dcg = ranked.slice(0, k).reduce((sum, name, position) => sum + (wanted.has(name) ? gain(position) : 0), 0);
  let ideal = 0;
  for (let position = 0; position < Math.min(k, relevant.length); position++) ideal += gain(position);
  return ideal === 0 ? 0 : dcg / ideal;
}

export function percentile(values: readonly number[], fraction: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((left, right) => left - right);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))]!;
}

export type RankingSummary = {
  n: number;
  recallAt1: number;
  recallAt5: number;
  recallAt10: number;
  completenessAtK: number;
  mrr: number;
  ndcgAt10: number;
};

export function summarizeRankings(results: ReadonlyArray<{ ranked: readonly string[]; relevant: readonly string[] }>, k: number): RankingSummary {
  const mean = (value: (result: (typeof results)[number]) => number) =>
    results.length === 0 ? 0 : results.reduce((sum, result) => sum + value(result), 0) / results.length;
  return {
    n: results.length,
    recallAt1: mean((result) => recallAt(result.ranked, result.relevant, 1)),
    recallAt5: mean((result) => recallAt(result.ranked, result.relevant, 5)),
    recallAt10: mean((result) => recallAt(result.ranked, result.relevant, 10)),
    completenessAtK: mean((result) => (isCompleteAt(result.ranked, result.relevant, k) ? 1 : 0)),
    mrr: mean((result) => reciprocalRank(result.ranked, result.relevant)),
    ndcgAt10: mean((result) => ndcgAt(result.ranked, result.relevant, 10)),
  };
}
