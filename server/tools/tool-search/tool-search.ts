import type { CatalogueLimit } from './catalogue-limits.ts';
import type { Logger } from '../../logger.ts';
import type { Embedder } from '../../services/embeddings/embedder.ts';
import type { CmsTool } from '../define-cms-tool.ts';
import { type SiteTemplate, toSearchableTool, validateToolIndex } from './build-tool-index.ts';
import { type CategoryRules, getRules, loadCategoryRules } from './category-rules.ts';
import type { RoutingConfig } from './smart-tool-search.ts';
import type { SearchableTool } from './searchable-tool.ts';
import type { ToolPhrases, ToolMetadata } from './tool-metadata.ts';
import { mayDestroy, preRouteChoice } from './pre-route.ts';
import type { SearchGates } from './gates/gate-evidence.ts';
import type { ToolRanker } from './ranker/tool-ranker.ts';
import type { AnswerChooser } from './answer/answer-chooser.ts';
import { createToolSearchEngine, type Lacking, type ToolRanking, type ToolSearchEngine } from './tool-search-engine.ts';
import type { VectorIndexBuild } from './vector-tool-index.ts';
import { NO_SITE_NAMES, type SiteNameIndex } from './site-names/site-names.ts';
import { type SiteKinds, siteKinds } from './read-only-kinds.ts';

export type ToolSearchResult = {
  tools: Array<{ name: string; description: string }>;
  rules: string;
  /** Categories whose rules the answer carries (those already given left aside or not). */
  categories: string[];
  /** Which path answered: BM25 alone, vectors alone, or both merged. */
  path: 'bm25' | 'vector' | 'hybrid';
  /** What the catalogue lacks for the search, when that is why no tool matched. */
  lacking?: Lacking;
};

/** An external server's tool as search indexes it: its metadata (category: the server) and its searchable texts. */
export type ExternalIndexEntry = { metadata: ToolMetadata; searchable: SearchableTool };

export interface ToolSearch {
  /** Every indexed tool's metadata: the built-in tools, then the external servers' (as last given). */
  readonly metadata: readonly ToolMetadata[];
  /** Usage rules by category, as loaded at startup, with the external servers' as last given. */
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
  /** The whole ranking an answer is cut from (the evaluation harness measures it). */
  rank(options: { query: string; limit: number }): Promise<ToolRanking>;
  /** Searches from now on also match these phrases the site learned, per tool (replacing those given before). */
  setLearnedPhrases(phrasesByTool: ReadonlyMap<string, readonly string[]>): void;
  /** Replaces the site's names the ranker reads (`site-names.ts`); every later index keeps them. */
  setSiteNames(siteNames: SiteNameIndex): void;
  /**
   * Replaces the external servers' tools and rules (all servers at once) and rebuilds both indexes beside the
   * built-in tools'. Searches keep using the previous index until the new one is built, then switch at once;
   * concurrent calls are applied in order. Resolves when searches use these tools.
   */
  setExternalTools(update: { tools: readonly ExternalIndexEntry[]; rules: CategoryRules }): Promise<void>;
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
  /** The site's section templates, searched with the tools whose arguments are a template's fields (read at start-up). */
  siteTemplates?: readonly SiteTemplate[];
  lanceDirectory: string;
  embedder: Embedder;
  routing: RoutingConfig;
  minConfidence: number;
  /** The learned score combiner; without it the hand-set merge combines BM25 and vectors. */
  ranker?: ToolRanker;
  /** Which places of the ranking `tool_search` answers with (`answer/`); without it the focused answer or every place. */
  answerChooser?: AnswerChooser;
  /** The learned gates after the search ("nothing matched", pre-routing); without them the hand-set rules decide. */
  gates?: SearchGates;
  /** What the built-in catalogue cannot do (`server/tools/cms/limits.ts`): such requests match nothing. */
  limits?: readonly CatalogueLimit[];
  rulesDirectory?: string;
  logger: Logger;
  /** Hears the tool texts being embedded (only the ones not cached). */
  onProgress?: (done: number, total: number) => void;
  /**
   * External servers' tools are expected to join (WAYFINDER_MCP_SERVERS is set): the first index, of Wayfinder's
   * own tools alone, keeps the vectors it finds of other tools, so a restart does not embed them all again.
   */
  externalToolsExpected?: boolean;
};

/** One generation of the index: what it holds and the engine that searches it; replaced whole, never edited. */
type Generation = {
  metadata: readonly ToolMetadata[];
  byName: ReadonlyMap<string, ToolMetadata>;
  kinds: SiteKinds;
  rules: CategoryRules;
  engine: ToolSearchEngine;
};

/** Validates the tool index, loads the rules and builds both search indexes, once at startup; external tools join later. */
export async function createToolSearch({
  tools,
  phrases,
  customExtractorToolNames,
  siteTemplates = [],
  lanceDirectory,
  embedder,
  routing,
  minConfidence,
  ranker,
  answerChooser,
  gates,
  limits,
  rulesDirectory,
  logger,
  onProgress,
  externalToolsExpected = false,
}: CreateToolSearchOptions): Promise<ToolSearch> {
  const builtIn = validateToolIndex({ tools, phrases, customExtractorToolNames });
  const builtInSearchable = builtIn.map((entry) => toSearchableTool(entry, siteTemplates));
  const builtInNames: ReadonlySet<string> = new Set(builtIn.map((entry) => entry.name));
  const builtInRules = loadCategoryRules({ directory: rulesDirectory, categories: builtIn.map((entry) => entry.category) });
  let learned: ReadonlyMap<string, readonly string[]> = new Map();
  let siteNames = NO_SITE_NAMES;

  const build = async (external: readonly ExternalIndexEntry[], externalRules: CategoryRules, { first = false } = {}): Promise<Generation> => {
    const metadata: ToolMetadata[] = [...builtIn, ...external.map((entry) => entry.metadata)];
    const byName = new Map(metadata.map((entry) => [entry.name, entry]));
    const kinds = siteKinds(metadata);
    const engine = await createToolSearchEngine({
      tools: [...builtInSearchable, ...external.map((entry) => entry.searchable)],
      lanceDirectory,
      embedder,
      routing,
      minConfidence,
      relatedTools: (name) => byName.get(name)?.relatedTools ?? [],
      prerequisitesOf: (name) => byName.get(name)?.prerequisites ?? [],
      ranker,
      answerChooser,
      gates,
      siteNames,
      siteKinds: kinds,
      limits,
      limitsSpeakFor: (name) => builtInNames.has(name),
      logger,
      onProgress,
      deleteOtherToolVectors: !(first && externalToolsExpected),
    });
    engine.setLearnedPhrases(learned);
    return { metadata, byName, kinds, rules: new Map([...builtInRules, ...externalRules]), engine };
  };

  let current = await build([], new Map(), { first: true });
  let updates = Promise.resolve();
  logger.info({ tools: builtIn.length, vectorIndex: current.engine.vectorBuild }, 'tool search ready');

  return {
    get metadata() {
      return current.metadata;
    },
    get rules() {
      return current.rules;
    },
    get vectorBuild() {
      return current.engine.vectorBuild;
    },
    getMetadata: (name) => current.byName.get(name),
    async search({ query, limit, rulesAlreadyGiven = new Set(), rulesFor = 'everyCategory' }) {
      const { byName, rules, engine } = current;
      const { answer, path, lacking } = await engine.rank({ query, limit });
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
        lacking,
      };
    },
    async routeMessage({ message, limit }) {
      const { byName, kinds, rules, engine } = current;
      const ranking = await engine.rank({ query: message, limit });
      const tool = preRouteChoice({
        message,
        ranking,
        isDestructive: (name) => mayDestroy(byName.get(name)!),
        makesChanges: kinds.makesChanges,
      });
      // Any tool that needs the editor's yes, built-in or an external server's, is `mayDestroy` and never offered early.
      const entry = tool === undefined ? undefined : byName.get(tool);
      if (!entry) return { ranked: ranking.names };
      return {
        ranked: ranking.names,
        preRouted: { tool: entry.name, prerequisites: entry.prerequisites, category: entry.category, rules: getRules(rules, [entry.category]) },
      };
    },
    rank: (options) => current.engine.rank(options),
    setLearnedPhrases(phrasesByTool) {
      learned = phrasesByTool;
      current.engine.setLearnedPhrases(phrasesByTool);
    },
    setSiteNames(names) {
      siteNames = names;
      current.engine.setSiteNames(names);
    },
    setExternalTools({ tools: external, rules: externalRules }) {
      const applied = updates.then(async () => {
        const started = performance.now();
        current = await build(external, externalRules);
        logger.info(
          {
            event: 'tool_index_rebuilt',
            tools: current.metadata.length,
            external: external.length,
            ms: Math.round(performance.now() - started),
            vectorIndex: current.engine.vectorBuild,
          },
          'tool_index_rebuilt',
        );
      });
      // A failed build leaves the previous index serving; the next update still runs.
      updates = applied.catch(() => {});
      return applied;
    },
  };
}
