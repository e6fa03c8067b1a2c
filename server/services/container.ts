import path from 'node:path';
import type { Config } from '../config.ts';
import { createLogger, type Logger } from '../logger.ts';
import type { CmsStore } from '../store/cms-store.ts';
import { createLocalImageFileStore, type ImageFileStore } from '../store/image-files.ts';
import { seedDemoSite } from '../store/seed/seed-demo-site.ts';
import { createSqliteCmsStore } from '../store/sql/sql-cms-store.ts';
import { openSqliteDatabase } from '../store/sqlite/sqlite-database.ts';
import type { ContentIndex } from './content-index/content-index.ts';
import type { ConversationStore } from './conversations/conversation-store.ts';
import { createSqliteConversationStore } from './conversations/sqlite-conversation-store.ts';
import { openLanceContentIndex } from './content-index/lance-content-index.ts';
import { type EditorTokens, resolveEditorTokens } from './editor-tokens.ts';
import type { Embedder } from './embeddings/embedder.ts';
import { openConfiguredEmbedder } from './embeddings/open-configured-embedder.ts';
import { createGuardedHttpClient, type GuardedHttpClient } from './http/guarded-http-client.ts';
import { createMetrics, type Metrics } from './metrics/metrics.ts';
import { createPexelsClient, type PexelsClient } from './pexels/pexels-client.ts';
import { createSqliteTurnHistory } from './turn-history/sqlite-turn-history.ts';
import type { TurnHistory } from './turn-history/turn-history.ts';
import { createBraveSearchClient, type WebSearchClient } from './web-search/brave-search-client.ts';
import { createSqliteWorkingMemory } from './working-memory/sqlite-working-memory.ts';
import type { WorkingMemoryStore } from './working-memory/working-memory.ts';

/** The long-lived services: opened once at start, closed once at the end. Tests build their own. */
export type Services = {
  config: Config;
  logger: Logger;
  store: CmsStore;
  embedder: Embedder;
  contentIndex: ContentIndex;
  imageFiles: ImageFileStore;
  /** The only way anything reaches the network. */
  http: GuardedHttpClient;
  webSearch: WebSearchClient;
  pexels: PexelsClient;
  workingMemory: WorkingMemoryStore;
  /** Each conversation's messages as the server produced them. */
  conversations: ConversationStore;
  /** The last turns of each session: tool-call history for the guardrails, records for retried requests. */
  turnHistory: TurnHistory;
  /** Prometheus metrics of this container, served by GET /metrics. */
  metrics: Metrics;
  editorTokens: EditorTokens;
  /** The file holding the generated editor token; undefined when WAYFINDER_TOKENS configures them. */
  editorTokenFile?: string;
  /** Set when this start created the editor token, so main can print it once. */
  createdEditorToken?: { editor: string; token: string; file: string };
  close(): Promise<void>;
};

export type StartupProgress = { step: 'demo site' | 'embedding tool texts'; done: number; total: number };

export type CreateServicesOptions = {
  logger?: Logger;
  /** Replaces the configured embedding model (tests use it to simulate an outage). */
  embedder?: Embedder;
  /** Hears how far the slow start-up steps are (main prints it). */
  onProgress?: (progress: StartupProgress) => void;
};

export async function createServices(config: Config, options: CreateServicesOptions = {}): Promise<Services> {
  const logger = options.logger ?? createLogger({ level: config.logLevel });
  const configuredEmbedder = options.embedder ? undefined : openConfiguredEmbedder(config.embeddings);
  const embedder = options.embedder ?? configuredEmbedder!.embedder;
  const imageFiles = createLocalImageFileStore({ directory: path.join(config.dataDir, 'uploads') });

  // The store tells the index about each committed write; the index reads the store back. One of
  // them has to exist first, so the store's hook looks the index up when a write commits.
  let contentIndex: ContentIndex | undefined;
  const database = openSqliteDatabase(path.join(config.dataDir, 'wayfinder.sqlite'));
  const store = createSqliteCmsStore({
    database,
    afterCommit: async (changes) => contentIndex?.sync(changes),
  });
  contentIndex = await openLanceContentIndex({ directory: path.join(config.dataDir, 'lancedb'), embedder, store, logger });

  if (config.seed === 'demo') {
    options.onProgress?.({ step: 'demo site', done: 0, total: 1 });
    const seeded = await seedDemoSite({ store, imageFiles, logger });
    if (seeded) logger.info(seeded, 'seeded the demo site');
    options.onProgress?.({ step: 'demo site', done: 1, total: 1 });
  }
  const index = await contentIndex.ensureUpToDate();
  if (index.rebuilt) logger.info(index, 'content index rebuilt');

  const http = createGuardedHttpClient(config.http);
  const {
    tokens: editorTokens,
    storedIn: editorTokenFile,
    created: createdEditorToken,
  } = resolveEditorTokens({ configured: config.editorTokens, dataDir: config.dataDir });
  return {
    config,
    logger,
    store,
    embedder,
    contentIndex,
    imageFiles,
    http,
    webSearch: createBraveSearchClient({ ...config.webSearch, http }),
    pexels: createPexelsClient({ ...config.pexels, http }),
    workingMemory: createSqliteWorkingMemory({ database }),
    conversations: createSqliteConversationStore({ database }),
    turnHistory: createSqliteTurnHistory({ database }),
    metrics: createMetrics(),
    editorTokens,
    editorTokenFile,
    createdEditorToken,
    async close() {
      contentIndex?.close();
      store.close();
      configuredEmbedder?.close();
    },
  };
}
