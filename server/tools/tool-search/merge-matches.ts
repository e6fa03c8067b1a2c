import type { ToolMatch } from './searchable-tool.ts';

export type HybridWeights = { keyword: number; vector: number };

/**
 * Weighted sum of the two confidences per tool (a tool missing from one list scores 0 there),
 * deduplicated by name, best first. Pure, so routing can be tested without indexes.
 */
export function mergeMatches({
  keywordMatches,
  vectorMatches,
  limit,
  weights,
}: {
  keywordMatches: ToolMatch[];
  vectorMatches: ToolMatch[];
  limit: number;
  weights: HybridWeights;
}): ToolMatch[] {
  const combined = new Map<string, number>();
  for (const match of keywordMatches) combined.set(match.name, (combined.get(match.name) ?? 0) + weights.keyword * match.confidence);
  for (const match of vectorMatches) combined.set(match.name, (combined.get(match.name) ?? 0) + weights.vector * match.confidence);
  const total = weights.keyword + weights.vector;
  return [...combined]
    .sort((left, right) => right[1] - left[1])
    .slice(0, limit)
    .map(([name, score]) => ({ name, confidence: total > 0 ? score / total : 0, source: 'hybrid' as const }));
}

/**
 * Reciprocal rank fusion (Cormack et al., 2009): each list contributes 1 / (k + rank).
 * Ignores the scores' scales entirely, which is its appeal when they are not comparable.
 */
export function fuseByReciprocalRank({ rankings, limit, k = 60 }: { rankings: ToolMatch[][]; limit: number; k?: number }): ToolMatch[] {
  const fused = new Map<string, number>();
  for (const ranking of rankings) {
    ranking.forEach((match, rank) => fused.set(match.name, (fused.get(match.name) ?? 0) + 1 / (k + rank + 1)));
  }
  const best = rankings.length / (k + 1);
  return [...fused]
    .sort((left, right) => right[1] - left[1])
    .slice(0, limit)
    .map(([name, score]) => ({ name, confidence: score / best, source: 'hybrid' as const }));
}
