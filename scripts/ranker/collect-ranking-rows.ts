import type { ToolRanker } from '../../server/tools/tool-search/ranker/tool-ranker.ts';
import type { RankingCandidate } from '../../server/tools/tool-search/ranker/tool-ranking-features.ts';
import type { ToolSearchEngine } from '../../server/tools/tool-search/tool-search-engine.ts';
import type { EvalQuery } from '../evaluation/run-discovery-eval.ts';

/** One query's candidates as the engine saw them, each labelled relevant or not. */
export type RankingExample = { set: string; query: EvalQuery; candidates: Array<RankingCandidate & { label: 0 | 1 }> };

/** A ranker the scripts can swap (`inner`) and listen to, so one engine serves recording and every fold. */
export type SwappableRanker = ToolRanker & { inner?: ToolRanker; listener?: (candidates: readonly RankingCandidate[]) => void };

export function createSwappableRanker(): SwappableRanker {
  const ranker: SwappableRanker = {
    score(candidates) {
      ranker.listener?.(candidates);
      return ranker.inner?.score(candidates) ?? candidates.map(() => 0);
    },
  };
  return ranker;
}

/** Runs each query through the engine at the eval's ranking depth and records the candidates the ranker was asked to score. */
export async function collectRankingRows({
  engine,
  ranker,
  set,
  queries,
  limit,
}: {
  engine: ToolSearchEngine;
  ranker: SwappableRanker;
  set: string;
  queries: readonly EvalQuery[];
  limit: number;
}): Promise<RankingExample[]> {
  const examples: RankingExample[] = [];
  for (const query of queries) {
    let heard: readonly RankingCandidate[] = [];
    ranker.listener = (candidates) => {
      heard = candidates;
    };
    await engine.rank({ query: query.query, limit });
    ranker.listener = undefined;
    const relevant = new Set(query.relevant);
    examples.push({ set, query, candidates: heard.map((candidate) => ({ ...candidate, label: relevant.has(candidate.name) ? 1 : 0 })) });
  }
  return examples;
}

/** The eval's ranking depth: candidates are both lists at twice this. */
export const RANKING_DEPTH = 10;

/** Every query of `sets` as `collectRankingRows` records it, set by set. */
export async function collectRankingExamples({
  engine,
  ranker,
  sets,
  onSet,
}: {
  engine: ToolSearchEngine;
  ranker: SwappableRanker;
  sets: ReadonlyArray<{ set: string; queries: readonly EvalQuery[] }>;
  onSet?: (set: string, index: number) => void;
}): Promise<RankingExample[]> {
  const examples: RankingExample[] = [];
  for (const [index, { set, queries }] of sets.entries()) {
    onSet?.(set, index);
    examples.push(...(await collectRankingRows({ engine, ranker, set, queries, limit: RANKING_DEPTH })));
  }
  return examples;
}
