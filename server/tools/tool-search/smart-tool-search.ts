import type { Logger } from '../../logger.ts';
import type { KeywordIndex, KeywordMatch } from './keyword-index.ts';
import { fuseByReciprocalRank, type HybridWeights, mergeMatches } from './merge-matches.ts';
import type { ToolMatch } from './searchable-tool.ts';
import type { VectorToolIndex } from './vector-tool-index.ts';

export type RoutingConfig = {
  /**
   * 'routed': BM25 first; above `keywordOnlyAbove` BM25 alone, below `vectorOnlyBelow` vectors alone,
   * in between a weighted merge. 'rrf': always fuse both rankings by reciprocal rank.
   */
  strategy: 'routed' | 'rrf';
  keywordOnlyAbove: number;
  vectorOnlyBelow: number;
  /**
   * When vectors answer alone, matches less similar than this are dropped: an embedding model always
   * returns a nearest tool, even for "hello".
   */
  vectorOnlyMinConfidence: number;
  weights: HybridWeights;
};

export type SmartToolSearchOptions = {
  query: string;
  limit: number;
  /** Only its search: what the catalogue's words say about the query as a whole is the gates' (`describeQuery`). */
  keywordIndex: Pick<KeywordIndex, 'search'>;
  vectorIndex: VectorToolIndex;
  routing: RoutingConfig;
  logger: Logger;
};

export type SmartToolSearchResult = {
  matches: ToolMatch[];
  path: 'bm25' | 'vector' | 'hybrid';
  /** The lists the search read, best first, for the gates after it: BM25's always, the vectors' when queried and answering. */
  keywordMatches: KeywordMatch[];
  vectorMatches: ToolMatch[];
  /**
   * The learned ranker's probability that each tool it scored is one the query needs; absent when no ranker read the
   * query (none configured, or no keyword match rests on a phrase).
   */
  rankerProbabilities?: ReadonlyMap<string, number>;
};

/** Which path answers, from BM25's best confidence and whether the vectors answered at all (the ranker reads the same). */
export function choosePath({
  topKeywordConfidence,
  vectorsAnswered,
  routing,
}: {
  topKeywordConfidence: number;
  vectorsAnswered: boolean;
  routing: RoutingConfig;
}): SmartToolSearchResult['path'] {
  if (!vectorsAnswered || (routing.strategy === 'routed' && topKeywordConfidence >= routing.keywordOnlyAbove)) return 'bm25';
  return routing.strategy === 'routed' && topKeywordConfidence < routing.vectorOnlyBelow ? 'vector' : 'hybrid';
}

export async function smartToolSearch({ query, limit, keywordIndex, vectorIndex, routing, logger }: SmartToolSearchOptions): Promise<SmartToolSearchResult> {
  // Fetch a deeper keyword list than asked for: the merge may promote tools from below the cut.
  const keywordMatches = keywordIndex.search({ query, limit: limit * 2 });
  const topConfidence = keywordMatches[0]?.confidence ?? 0;
  const keywordOnly = { matches: keywordMatches.slice(0, limit), path: 'bm25' as const, keywordMatches, vectorMatches: [] };
  if (routing.strategy === 'routed' && topConfidence >= routing.keywordOnlyAbove) return keywordOnly;
  let vectorMatches: ToolMatch[];
  try {
    vectorMatches = await vectorIndex.search({ query, limit: limit * 2 });
  } catch (error) {
    logger.warn({ err: error }, 'vector tool search failed; answering from BM25');
    return keywordOnly;
  }
  // No vector opinion (a query the embedding model cannot read, or no vectors at all): BM25 decides alone.
  if (vectorMatches.length === 0) return keywordOnly;
  const lists = { keywordMatches, vectorMatches };
  if (routing.strategy === 'rrf') {
    return { matches: fuseByReciprocalRank({ rankings: [keywordMatches, vectorMatches], limit }), path: 'hybrid', ...lists };
  }
  if (topConfidence < routing.vectorOnlyBelow) {
    return { matches: vectorMatches.filter((match) => match.confidence >= routing.vectorOnlyMinConfidence).slice(0, limit), path: 'vector', ...lists };
  }
  return { matches: mergeMatches({ keywordMatches, vectorMatches, limit, weights: routing.weights }), path: 'hybrid', ...lists };
}
