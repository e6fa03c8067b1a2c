import type { RankingCandidate } from '../../server/tools/tool-search/ranker/tool-ranking-features.ts';
import { recallAt } from '../evaluation/ranking-metrics.ts';
import type { RankingExample } from './collect-ranking-rows.ts';

/**
 * Mean recall at k of the candidates ordered by `score`, counting only the relevant tools among the candidates
 * (a confident BM25 best match keeps its place and is no candidate): the ranker judged alone, without the
 * engine's prerequisites and related tools. A proxy, cheap enough to compare penalties. Pure.
 */
export function candidateRecallAt({
  examples,
  score,
  k,
}: {
  examples: readonly RankingExample[];
  score: (candidates: readonly RankingCandidate[]) => number[];
  k: number;
}): number {
  const findable = examples
    .map(({ query, candidates }) => ({ candidates, relevant: query.relevant.filter((name) => candidates.some((candidate) => candidate.name === name)) }))
    .filter(({ relevant }) => relevant.length > 0);
  const total = findable.reduce((sum, { relevant, candidates }) => {
    const scores = score(candidates);
    const ranked = candidates
      .map((candidate, index) => ({ name: candidate.name, score: scores[index]!, index }))
      .sort((a, b) => b.score - a.score || a.index - b.index)
      .map((candidate) => candidate.name);
    return sum + recallAt(ranked, relevant, k);
  }, 0);
  return total / Math.max(1, findable.length);
}
