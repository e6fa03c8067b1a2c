import type { Logger } from '../../logger.ts';
import type { Embedder } from '../../services/embeddings/embedder.ts';
import { boundText } from '../../text/bound-text.ts';
import type { SiteChange } from './change-markers.ts';
import { expandWithRelatedTools } from './expand-related-tools.ts';
import { focusAnswer } from './focus-answer.ts';
import { insertPrerequisites } from './insert-prerequisites.ts';
import { createKeywordIndex, type KeywordIndexOptions } from './keyword-index.ts';
import { rankedToolSearch } from './ranker/ranked-tool-search.ts';
import type { ToolRanker } from './ranker/tool-ranker.ts';
import type { SearchableTool, ToolMatch } from './searchable-tool.ts';
import { type RoutingConfig, smartToolSearch } from './smart-tool-search.ts';
import { openVectorToolIndex, type VectorIndexBuild } from './vector-tool-index.ts';

export type ToolRanking = {
  /** Best first, the best match's prerequisites above the weak matches, filled up to the limit with related tools. */
  names: string[];
  /** What `tool_search` answers: the focused answer when one tool explains the whole query, else `names`. */
  answer: string[];
  path: 'bm25' | 'vector' | 'hybrid';
  /** Confidence of the best match, 0 when nothing matched. */
  topConfidence: number;
  /** The confident matches, best first, before prerequisites and related tools are added: what the margins are read from. */
  matches: ToolMatch[];
};

export interface ToolSearchEngine {
  readonly vectorBuild: VectorIndexBuild;
  rank(options: { query: string; limit: number }): Promise<ToolRanking>;
  /** The changes the query's words ask for ("remove", "entfernen": delete), read as the keyword search reads them. */
  changesAskedFor(query: string): ReadonlySet<SiteChange>;
  /**
   * Rebuilds the keyword index with these extra phrases per tool (the site's learned phrases), replacing
   * the previous ones; searches from then on use it. The vectors stay as they are. The same phrases again
   * keep the index: a site that has learned nothing builds it once at startup, not twice.
   */
  setLearnedPhrases(phrasesByTool: ReadonlyMap<string, readonly string[]>): void;
}

export type CreateToolSearchEngineOptions = {
  tools: readonly SearchableTool[];
  lanceDirectory: string;
  tableName?: string;
  embedder: Embedder;
  routing: RoutingConfig;
  /** Matches under this confidence are dropped, so small talk finds no tools. */
  minConfidence: number;
  keyword?: KeywordIndexOptions;
  relatedTools?: (name: string) => readonly string[];
  prerequisitesOf?: (name: string) => readonly string[];
  /** The learned score combiner (`ranker/`); without it the routed search merges by hand-set weights. */
  ranker?: ToolRanker;
  logger: Logger;
  onProgress?: (done: number, total: number) => void;
  /** Whether vectors of tools not in `tools` are deleted (default); see `openVectorToolIndex`. */
  deleteOtherToolVectors?: boolean;
};

/** A query of at most this many words names a capability in every word ("send an email to subscribers")... */
export const SHORT_QUERY_WORDS = 8;
/**
 * ...so when keywords and vectors together explain less of it than this, the catalogue lacks the capability:
 * "nothing matched" beats a tool the model would misuse (`http_post` for an email). Measured on the development
 * sets: 10 of 48 out-of-catalogue searches answered with nothing, 7 of 1,266 searches that have a tool.
 * A longer editor message carries names and values no tool text has, and keeps every match.
 */
export const SHORT_QUERY_MIN_HYBRID_CONFIDENCE = 0.2;

/** Whether a merged match is too weak to offer for this query (see SHORT_QUERY_MIN_HYBRID_CONFIDENCE). */
export function tooWeakForShortQuery({ query, path, confidence }: { query: string; path: ToolRanking['path']; confidence: number }): boolean {
  return path === 'hybrid' && confidence < SHORT_QUERY_MIN_HYBRID_CONFIDENCE && query.split(/\s+/).filter(Boolean).length <= SHORT_QUERY_WORDS;
}

/**
 * The search behind `tool_search`, for any catalogue: Wayfinder's own tools at startup, or an
 * external catalogue in the eval harness. Same code either way, so the harness measures what ships.
 */
export async function createToolSearchEngine({
  tools,
  lanceDirectory,
  tableName,
  embedder,
  routing,
  minConfidence,
  keyword,
  relatedTools = () => [],
  prerequisitesOf = () => [],
  ranker,
  logger,
  onProgress,
  deleteOtherToolVectors,
}: CreateToolSearchEngineOptions): Promise<ToolSearchEngine> {
  let keywordIndex = createKeywordIndex(tools, keyword);
  let learned: ReadonlyMap<string, readonly string[]> = new Map();
  const categories = new Map(tools.map((tool) => [tool.name, tool.category]));
  const categoryOf = (name: string) => categories.get(name);
  const vectorIndex = await openVectorToolIndex({
    directory: lanceDirectory,
    tableName,
    tools,
    embedder,
    logger,
    onProgress,
    deleteOtherTools: deleteOtherToolVectors,
  });
  return {
    vectorBuild: vectorIndex.build,
    async rank({ query: fullQuery, limit }) {
      const query = boundText(fullQuery);
      const searchOptions = { query, limit, keywordIndex, vectorIndex, routing, logger };
      const { matches, path } = ranker
        ? await rankedToolSearch({ ...searchOptions, ranker, categoryOf, prerequisitesOf, relatedTools })
        : await smartToolSearch(searchOptions);
      const aboveFloor = matches.filter((match) => match.confidence >= minConfidence);
      const confident = tooWeakForShortQuery({ query, path, confidence: aboveFloor[0]?.confidence ?? 0 }) ? [] : aboveFloor;
      const names = expandWithRelatedTools({ names: insertPrerequisites({ matches: confident, prerequisitesOf }), limit, relatedTools });
      return {
        names,
        answer: focusAnswer({ matches: confident, path, limit, prerequisitesOf, categoryOf }) ?? names,
        path,
        topConfidence: confident[0]?.confidence ?? 0,
        matches: confident,
      };
    },
    changesAskedFor: (query) => keywordIndex.changesAskedFor(boundText(query)),
    setLearnedPhrases(phrasesByTool) {
      if (samePhrases(learned, phrasesByTool)) return;
      learned = phrasesByTool;
      keywordIndex = createKeywordIndex(
        tools.map((tool) => (phrasesByTool.has(tool.name) ? { ...tool, learnedPhrases: phrasesByTool.get(tool.name) } : tool)),
        keyword,
      );
    },
  };
}

function samePhrases(a: ReadonlyMap<string, readonly string[]>, b: ReadonlyMap<string, readonly string[]>): boolean {
  if (a.size !== b.size) return false;
  for (const [tool, phrases] of a) {
    const other = b.get(tool);
    if (!other || other.length !== phrases.length || phrases.some((phrase, index) => phrase !== other[index])) return false;
  }
  return true;
}
