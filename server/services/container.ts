import path from 'node:path';
import { createLogger, type Logger } from '../logger.ts';
import type { CmsStore } from '../store/cms-store.ts';
import type { DatabaseOptions } from '../store/database-options.ts';
import type { SqlDatabase } from '../store/sql/sql-client.ts';
import { createLocalImageFileStore, type ImageFileStore } from '../store/image-files.ts';
import { seedDemoSite } from '../store/seed/seed-demo-site.ts';
import { createSqlCmsStore } from '../store/sql/sql-cms-store.ts';
import type { ContentIndex } from './content-index/content-index.ts';
import type { ConversationStore } from '../conversations/conversation-store.ts';
import type { ConversationLocks } from '../conversations/conversation-locks.ts';
import { createSqlConversationStore } from '../conversations/sql-conversation-store.ts';
import { openLanceContentIndex } from './content-index/lance-content-index.ts';
import { type EditorTokens, resolveEditorTokens } from './editor-tokens.ts';
import type { Embedder, EmbeddingsOptions } from './embeddings/embedder.ts';
import type { LearnedPhraseStore, LearningConfig } from './learned-phrases/learned-phrases.ts';
import { createSqlLearnedPhrases } from './learned-phrases/sql-learned-phrases.ts';
import { entitiesAfterRevert } from '../conversations/working-memory/entities-after-revert.ts';
import { openConfiguredEmbedder } from './embeddings/open-configured-embedder.ts';
import { createGuardedHttpClient, type GuardedHttpClient, type OutboundHttpOptions } from './http/guarded-http-client.ts';
import { createMetrics, type Metrics } from './metrics/metrics.ts';
import type { McpConnectionTiming } from './mcp-servers/mcp-server-connection.ts';
import { type McpServerConnections, openMcpServerConnections } from './mcp-servers/mcp-server-connections.ts';
import type { McpServerOptions } from './mcp-servers/mcp-server-options.ts';
import { createPexelsClient, type PexelsClient, type PexelsOptions } from './pexels/pexels-client.ts';
import { openSharedDatabase } from './shared-database.ts';
import { createSqlTurnHistory } from '../conversations/turn-history/sql-turn-history.ts';
import type { TurnHistory } from '../conversations/turn-history/turn-history.ts';
import { createBraveSearchClient, type WebSearchClient, type WebSearchOptions } from './web-search/brave-search-client.ts';
import { createSqlWorkingMemory } from '../conversations/working-memory/sql-working-memory.ts';
import type { WorkingMemoryStore } from '../conversations/working-memory/working-memory.ts';

/**
 * What the services are opened with: the part of the configuration (server/config.ts) they read.
 * Declared here, below the configuration, so that what is configured never imports its configuration.
 */
export type ServicesConfig = {
  dataDir: string;
  /** Uploaded image files; processes sharing a database must share this directory too. */
  uploadsDir: string;
  database: DatabaseOptions;
  logLevel: string;
  seed: 'demo' | 'none';
  embeddings: EmbeddingsOptions;
  http: OutboundHttpOptions;
  webSearch: WebSearchOptions;
  pexels: PexelsOptions;
  /** Phrases learned from the editors' requests: bounds and decay (docs/learning-from-use.md). */
  learning: LearningConfig;
  /** Bearer token -> editor name. Empty: the server creates one token on first start. */
  editorTokens: Map<string, string>;
  /** External MCP servers whose tools Wayfinder offers beside its own (WAYFINDER_MCP_SERVERS). */
  mcpServers: readonly McpServerOptions[];
};

/** The long-lived services: opened once at start, closed once at the end. Tests build their own. */
export type Services = {
  logger: Logger;
  /** The database every store below shares (SQLite or PostgreSQL). */
  database: SqlDatabase;
  store: CmsStore;
  embedder: Embedder;
  contentIndex: ContentIndex;
  /**
   * Hears that content may have changed: after each write this process commits, and each time the outbox of other
   * processes' writes is read. Returns the unsubscribe.
   */
  onContentChange(listener: () => void): () => void;
  imageFiles: ImageFileStore;
  /** The only way anything reaches the network. */
  http: GuardedHttpClient;
  webSearch: WebSearchClient;
  pexels: PexelsClient;
  workingMemory: WorkingMemoryStore;
  /** Each conversation's messages as the server produced them. */
  conversations: ConversationStore;
  /** One turn per conversation at a time, across every process on the database. */
  conversationLocks: ConversationLocks;
  /** The last turns of each session: tool-call history for the guardrails, records for retried requests. */
  turnHistory: TurnHistory;
  /** The site's editors' words for its tools, learned from their turns (kept whether or not learning is on). */
  learnedPhrases: LearnedPhraseStore;
  /** Prometheus metrics of this container, served by GET /metrics. */
  metrics: Metrics;
  /** The external MCP servers' connections, already connecting (none when none are configured). */
  mcpServers: McpServerConnections;
  editorTokens: EditorTokens;
  /** The file holding the generated editor token; undefined when WAYFINDER_TOKENS configures them. */
  editorTokenFile?: string;
  /** Set when this start created the editor token, so main can print it once. */
  createdEditorToken?: { editor: string; token: string; file: string };
  close(): Promise<void>;
};

const OUTBOX_KEPT_MS = 30 * 24 * 60 * 60 * 1000;

export type StartupProgress = { step: 'demo site' | 'embedding tool texts'; done: number; total: number };

export type CreateServicesOptions = {
  logger?: Logger;
  /** Replaces the configured embedding model (tests use it to simulate an outage). */
  embedder?: Embedder;
  /** Hears how far the slow start-up steps are (main prints it). */
  onProgress?: (progress: StartupProgress) => void;
  /** Shorter reconnection and ping intervals for the external servers (tests). */
  mcpTiming?: Partial<McpConnectionTiming>;
};

export async function createServices(config: ServicesConfig, options: CreateServicesOptions = {}): Promise<Services> {
  const logger = options.logger ?? createLogger({ level: config.logLevel });
  const configuredEmbedder = options.embedder ? undefined : openConfiguredEmbedder(config.embeddings);
  const embedder = options.embedder ?? configuredEmbedder!.embedder;
  const imageFiles = createLocalImageFileStore({ directory: config.uploadsDir });

  // The store tells the index about each committed write; the index reads the store back. One of
  // them has to exist first, so the store's hook looks the index up when a write commits.
  let contentIndex: ContentIndex | undefined;
  const contentListeners = new Set<() => void>();
  const syncContent = async () => {
    await contentIndex?.sync();
    for (const listener of contentListeners) listener();
  };
  const { database, conversationLocks, followOtherProcesses } = await openSharedDatabase({ options: config.database, dataDir: config.dataDir, logger });
  const learnedPhrases = createSqlLearnedPhrases({ database, limits: config.learning });
  const workingMemory = createSqlWorkingMemory({ database });
  const store = createSqlCmsStore({
    database,
    afterCommit: syncContent,
    // An undone turn teaches nothing, whichever way it was undone (cms_undoChanges or POST /api/changes/revert),
    // and no conversation remembers what the undo removed, or a name it put back, the way it was before.
    afterRevert: async ({ reverted, changes }) => {
      await workingMemory.refreshEntities(entitiesAfterRevert({ changes })).catch((error: unknown) => {
        // The undo itself is done; the conversation's next mention of the entity corrects its name.
        logger.error({ err: error }, 'could not refresh working memory after an undo');
      });
      const turns = reverted.flatMap((change) =>
        change.sessionId !== null && change.turn !== null ? [{ sessionId: change.sessionId, turn: change.turn }] : [],
      );
      try {
        const forgotten = await learnedPhrases.forgetTurns(turns);
        if (forgotten > 0) logger.info({ event: 'learned_phrases_forgotten', phrases: forgotten, turns }, 'undone turns taught nothing');
      } catch (error) {
        // The undo itself is done; the editor can remove the phrases through DELETE /api/learned-phrases.
        logger.error({ err: error, turns }, 'could not forget what the undone turns taught');
      }
    },
  });
  contentIndex = await openLanceContentIndex({ directory: path.join(config.dataDir, 'lancedb'), embedder, store, logger });

  if (config.seed === 'demo') {
    options.onProgress?.({ step: 'demo site', done: 0, total: 1 });
    const seeded = await seedDemoSite({ store, imageFiles, logger });
    if (seeded) logger.info(seeded, 'seeded the demo site');
    options.onProgress?.({ step: 'demo site', done: 1, total: 1 });
  }
  const names = await store.contentCatalog.ensureNameIndex();
  if (names.rebuilt) logger.info('content name index rebuilt');
  const index = await contentIndex.ensureUpToDate();
  if (index.rebuilt) logger.info(index, 'content index rebuilt');
  const following = await followOtherProcesses({ ...contentIndex, sync: syncContent });
  // A month of edits is far more than any process is behind by; one further behind rebuilds its index.
  const pruned = await store.contentCatalog.pruneOutbox(new Date(Date.now() - OUTBOX_KEPT_MS));
  if (pruned > 0) logger.info({ pruned }, 'pruned the content outbox');

  const http = createGuardedHttpClient(config.http);
  const metrics = createMetrics();
  const mcpServers = openMcpServerConnections({ servers: config.mcpServers, http: config.http, logger, metrics, timing: options.mcpTiming });
  const {
    tokens: editorTokens,
    storedIn: editorTokenFile,
    created: createdEditorToken,
  } = resolveEditorTokens({ configured: config.editorTokens, dataDir: config.dataDir });
  return {
    logger,
    database,
    store,
    embedder,
    contentIndex,
    onContentChange(listener) {
      contentListeners.add(listener);
      return () => contentListeners.delete(listener);
    },
    imageFiles,
    http,
    webSearch: createBraveSearchClient({ ...config.webSearch, http }),
    pexels: createPexelsClient({ ...config.pexels, http }),
    workingMemory,
    conversations: createSqlConversationStore({ database }),
    conversationLocks,
    turnHistory: createSqlTurnHistory({ database }),
    learnedPhrases,
    metrics,
    mcpServers,
    editorTokens,
    editorTokenFile,
    createdEditorToken,
    async close() {
      await mcpServers.close();
      await following.stop();
      await conversationLocks.close();
      contentIndex?.close();
      await store.close();
      configuredEmbedder?.close();
    },
  };
}
