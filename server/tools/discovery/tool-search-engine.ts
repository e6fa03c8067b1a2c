import type { Logger } from '../../logger.ts';
import type { Embedder } from '../../services/embeddings/embedder.ts';
import { boundText } from '../../text/bound-text.ts';
import { expandWithRelatedTools } from './expand-related-tools.ts';
import { focusAnswer } from './focus-answer.ts';
import { insertPrerequisites } from './insert-prerequisites.ts';
import { createKeywordIndex, type KeywordIndexOptions } from './keyword-index.ts';
import type { SearchableTool } from './searchable-tool.ts';
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
};

export interface ToolSearchEngine {
  readonly vectorBuild: VectorIndexBuild;
  rank(options: { query: string; limit: number }): Promise<ToolRanking>;
  /**
   * Rebuilds the keyword index with these extra phrases per tool (the site's learned phrases), replacing
   * the previous ones; searches from then on use it. The vectors stay as they are.
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
  logger: Logger;
  onProgress?: (done: number, total: number) => void;
};

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
  logger,
  onProgress,
}: CreateToolSearchEngineOptions): Promise<ToolSearchEngine> {
  let keywordIndex = createKeywordIndex(tools, keyword);
  const categories = new Map(tools.map((tool) => [tool.name, tool.category]));
  const categoryOf = (name: string) => categories.get(name);
  const vectorIndex = await openVectorToolIndex({ directory: lanceDirectory, tableName, tools, embedder, logger, onProgress });
  return {
    vectorBuild: vectorIndex.build,
    async rank({ query: fullQuery, limit }) {
      const query = boundText(fullQuery);
      const { matches, path } = await smartToolSearch({ query, limit, keywordIndex, vectorIndex, routing, logger });
      const confident = matches.filter((match) => match.confidence >= minConfidence);
      const names = expandWithRelatedTools({ names: insertPrerequisites({ matches: confident, prerequisitesOf }), limit, relatedTools });
      return {
        names,
        answer: focusAnswer({ matches: confident, path, limit, prerequisitesOf, categoryOf }) ?? names,
        path,
        topConfidence: confident[0]?.confidence ?? 0,
      };
    },
    setLearnedPhrases(phrasesByTool) {
      keywordIndex = createKeywordIndex(
        tools.map((tool) => (phrasesByTool.has(tool.name) ? { ...tool, learnedPhrases: phrasesByTool.get(tool.name) } : tool)),
        keyword,
      );
    },
  };
}
