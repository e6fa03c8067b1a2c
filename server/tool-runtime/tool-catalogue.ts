import type { Logger } from '../logger.ts';
import type { Metrics } from '../services/metrics/metrics.ts';
import type { CatalogueTool } from '../tools/catalogue-tool.ts';
import type { CmsTool } from '../tools/define-cms-tool.ts';
import type { ExternalToolEntry } from '../tools/external/external-tool.ts';
import type { ToolSearch } from '../tools/tool-search/tool-search.ts';
import { buildToolRegistry, type ToolRegistry } from './tool-registry.ts';

/** One external server's tools as the catalogue holds them, with its category rules. */
export type ExternalServerTools = {
  server: string;
  /** What the server calls itself at initialize (prompt-safe): the prompt names the services besides the CMS. */
  title?: string;
  entries: readonly ExternalToolEntry[];
  rules: string;
};

/** A connected service as the prompt and /health name it. */
export type ExternalServerSummary = { server: string; title?: string; tools: number };

/**
 * Every tool Wayfinder can run now: its own, then each external server's as last listed, in configuration
 * order. A server that went away keeps its tools here (their calls answer a retryable error) until it lists
 * others; a server that never answered has none. Tool search, the registry and lookups change together.
 */
export interface ToolCatalogue {
  tools(): readonly CatalogueTool[];
  names(): ReadonlySet<string>;
  get(name: string): CatalogueTool | undefined;
  /** The versioned description of every tool in the catalogue now. */
  readonly registry: ToolRegistry;
  /**
   * The registry version of the built-in tools alone (what `npm run build:tools` writes): the learned ranker's
   * weights are fitted on those, and an external server's tools never make them stale.
   */
  readonly builtInVersion: string;
  servers(): readonly ExternalServerSummary[];
  /** Replaces one server's tools; resolves once tool_search finds them and the registry counts them. */
  setServerTools(update: ExternalServerTools): Promise<void>;
  /** Resolves once every update given so far is applied. */
  settled(): Promise<void>;
  /** Hears each change of the catalogue, after it is applied. Returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

type View = {
  tools: readonly CatalogueTool[];
  byName: ReadonlyMap<string, CatalogueTool>;
  names: ReadonlySet<string>;
  registry: ToolRegistry;
  servers: ExternalServerSummary[];
};

function viewOf(tools: readonly CatalogueTool[], registry: ToolRegistry, servers: ExternalServerSummary[]): View {
  const byName = new Map(tools.map((tool) => [tool.name, tool]));
  return { tools, byName, names: new Set(byName.keys()), registry, servers };
}

export function createToolCatalogue({
  builtIn,
  toolSearch,
  serverOrder,
  logger,
  metrics,
  indexAfter,
}: {
  builtIn: readonly CmsTool[];
  /** Indexes what the catalogue holds; at creation it holds the built-in tools alone. */
  toolSearch: ToolSearch;
  /** The configured servers' names, in configuration order (their tools are indexed in this order; others after, by name). */
  serverOrder: readonly string[];
  logger: Logger;
  metrics: Metrics;
  /**
   * Updates wait for this to settle (the servers' first answers at start-up), so that listings arriving together
   * are indexed in one build instead of one build each.
   */
  indexAfter?: Promise<unknown>;
}): ToolCatalogue {
  const builtInMetadata = toolSearch.metadata;
  const builtInRegistry = buildToolRegistry({ tools: builtIn, metadata: builtInMetadata, rules: toolSearch.rules });
  let view = viewOf(builtIn, builtInRegistry, []);
  const servers = new Map<string, ExternalServerTools>();
  const listeners = new Set<() => void>();
  let applying: Promise<void> = Promise.resolve(indexAfter).then(
    () => {},
    () => {},
  );

  /** Indexes the servers' tools as they are now; an update already applied (or overtaken by a later one) changes nothing. */
  const apply = async () => {
    const rank = (server: string) => (serverOrder.includes(server) ? serverOrder.indexOf(server) : serverOrder.length);
    const ordered = [...servers.values()].sort((a, b) => rank(a.server) - rank(b.server) || (a.server < b.server ? -1 : a.server > b.server ? 1 : 0));
    const entries = ordered.flatMap((server) => server.entries);
    const externalRules = new Map(ordered.map((server) => [server.server, server.rules]));
    const tools = [...builtIn, ...entries.map((entry) => entry.tool)];
    const registry = buildToolRegistry({
      tools,
      metadata: [...builtInMetadata, ...entries.map((entry) => entry.metadata)],
      rules: new Map([...Object.entries(builtInRegistry.rules), ...externalRules]),
    });
    if (registry.version === view.registry.version) return;
    await toolSearch.setExternalTools({ tools: entries, rules: externalRules });
    const previousVersion = view.registry.version;
    view = viewOf(
      tools,
      registry,
      ordered.map((server) => ({ server: server.server, title: server.title, tools: server.entries.length })),
    );
    for (const server of ordered) metrics.mcpServerTools.set({ server: server.server }, server.entries.length);
    logger.info(
      { event: 'tool_registry_changed', registryVersion: registry.version, previousVersion, tools: tools.length, external: entries.length },
      'tool_registry_changed',
    );
    for (const listener of listeners) listener();
  };

  return {
    tools: () => view.tools,
    names: () => view.names,
    get: (name) => view.byName.get(name),
    get registry() {
      return view.registry;
    },
    builtInVersion: builtInRegistry.version,
    servers: () => view.servers,
    setServerTools(update) {
      servers.set(update.server, update);
      const applied = applying.then(apply);
      // A failed rebuild leaves the previous catalogue serving; the next update still runs.
      applying = applied.catch((error: unknown) => logger.error({ err: error, server: update.server }, 'could not index the tools of an external server'));
      return applied;
    },
    async settled() {
      // Updates given while waiting chain onto the one awaited: wait until none is left.
      for (let awaited: Promise<void> | undefined; awaited !== applying; ) {
        awaited = applying;
        await awaited;
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
