import type { Logger } from '../../logger.ts';
import type { Embedder } from '../../services/embeddings/embedder.ts';
import type { CmsTool } from '../define-cms-tool.ts';
import { toSearchableTool, validateToolIndex } from './build-tool-index.ts';
import { type CategoryRules, getRules, loadCategoryRules } from './category-rules.ts';
import type { RoutingConfig } from './smart-tool-search.ts';
import type { ToolPhrases, ToolMetadata } from './tool-metadata.ts';
import { mayDestroy, preRouteChoice } from './pre-route.ts';
import type { SearchGates } from './gates/gate-evidence.ts';
import type { ToolRanker } from './ranker/tool-ranker.ts';
import { createToolSearchEngine } from './tool-search-engine.ts';
import type { VectorIndexBuild } from './vector-tool-index.ts';

export type ToolSearchResult = {
  tools: Array<{ name: string; description: string }>;
  rules: string;
  /** Categories whose rules the answer carries (those already given left aside or not). */
  categories: string[];
  /** Which path answered: BM25 alone, vectors alone, or both merged. */
  path: 'bm25' | 'vector' | 'hybrid';
};

export interface ToolSearch {
  readonly metadata: readonly ToolMetadata[];
  /** Usage rules by category, as loaded at startup. */
  readonly rules: CategoryRules;
  readonly vectorBuild: VectorIndexBuild;
  getMetadata(name: string): ToolMetadata | undefined;
  /**
   * `rulesAlreadyGiven`: categories whose rules the model already has in this turn; they are not repeated.
   * `rulesFor`: whose rules the answer carries: every category found (default), or only the best match's,
   * for a caller that sends the others with their tools' first results (the agent).
   */
  search(options: {
    query: string;
    limit: number;
    rulesAlreadyGiven?: ReadonlySet<string>;
    rulesFor?: 'everyCategory' | 'bestMatch';
  }): Promise<ToolSearchResult>;
  /** What the editor's own message finds, before the model's first step. */
  routeMessage(options: { message: string; limit: number }): Promise<MessageRoute>;
  /** Searches from now on also match these phrases the site learned, per tool (replacing those given before). */
  setLearnedPhrases(phrasesByTool: ReadonlyMap<string, readonly string[]>): void;
}

export type MessageRoute = {
  /** The tools `tool_search` would return for the message itself, best first. */
  ranked: string[];
  /**
   * The one tool the message names clearly enough to offer before the first step, with the tools that
   * supply what it needs and its category's rules.
   */
  preRouted?: { tool: string; prerequisites: string[]; category: string; rules: string };
};

export type CreateToolSearchOptions = {
  tools: readonly CmsTool[];
  phrases: Readonly<Record<string, ToolPhrases>>;
  customExtractorToolNames?: readonly string[];
  lanceDirectory: string;
  embedder: Embedder;
  routing: RoutingConfig;
  minConfidence: number;
  /** The learned score combiner; without it the hand-set merge combines BM25 and vectors. */
  ranker?: ToolRanker;
  /** The learned gates after the search ("nothing matched", pre-routing); without them the hand-set rules decide. */
  gates?: SearchGates;
  rulesDirectory?: string;
  logger: Logger;
  /** Hears the tool texts being embedded (only the ones not cached). */
  onProgress?: (done: number, total: number) => void;
};

/** Validates the tool index, loads the rules and builds both search indexes, once at startup. */
export async function createToolSearch({
  tools,
  phrases,
  customExtractorToolNames,
  lanceDirectory,
  embedder,
  routing,
  minConfidence,
  ranker,
  gates,
  rulesDirectory,
  logger,
  onProgress,
}: CreateToolSearchOptions): Promise<ToolSearch> {
  const metadata = validateToolIndex({ tools, phrases, customExtractorToolNames });
  const byName = new Map(metadata.map((entry) => [entry.name, entry]));
  const rules = loadCategoryRules({ directory: rulesDirectory, categories: metadata.map((entry) => entry.category) });
  const engine = await createToolSearchEngine({
    tools: metadata.map((entry) => toSearchableTool(entry)),
    lanceDirectory,
    embedder,
    routing,
    minConfidence,
    relatedTools: (name) => byName.get(name)?.relatedTools ?? [],
    prerequisitesOf: (name) => byName.get(name)?.prerequisites ?? [],
    ranker,
    gates,
    logger,
    onProgress,
  });
  logger.info({ tools: metadata.length, vectorIndex: engine.vectorBuild }, 'tool search ready');

  return {
    metadata,
    rules,
    vectorBuild: engine.vectorBuild,
    getMetadata: (name) => byName.get(name),
    async search({ query, limit, rulesAlreadyGiven = new Set(), rulesFor = 'everyCategory' }) {
      const { answer, path } = await engine.rank({ query, limit });
      const found = answer.map((name) => byName.get(name)!);
      // The tools below the best match are the search's less likely guesses; rules for all of their
      // categories would be paid for on every later request of the turn, mostly unread.
      const categories = [...new Set((rulesFor === 'bestMatch' ? found.slice(0, 1) : found).map((entry) => entry.category))];
      return {
        tools: found.map((entry) => ({ name: entry.name, description: entry.description })),
        rules: getRules(
          rules,
          categories.filter((category) => !rulesAlreadyGiven.has(category)),
        ),
        categories,
        path,
      };
    },
    async routeMessage({ message, limit }) {
      const ranking = await engine.rank({ query: message, limit });
      const tool = preRouteChoice({
        message,
        ranking,
        isDestructive: (name) => mayDestroy(byName.get(name)!),
        changesAskedFor: engine.changesAskedFor,
      });
      const entry = tool === undefined ? undefined : byName.get(tool);
      if (!entry) return { ranked: ranking.names };
      return {
        ranked: ranking.names,
        preRouted: { tool: entry.name, prerequisites: entry.prerequisites, category: entry.category, rules: getRules(rules, [entry.category]) },
      };
    },
    setLearnedPhrases: (phrasesByTool) => engine.setLearnedPhrases(phrasesByTool),
  };
}
