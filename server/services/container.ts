import path from 'node:path';
import type { Config } from '../config.ts';
import { createLogger, type Logger } from '../logger.ts';
import type { CmsStore } from '../store/cms-store.ts';
import { seedDemoSite } from '../store/seed/seed-demo-site.ts';
import { createSqliteCmsStore } from '../store/sqlite/sqlite-cms-store.ts';
import { openSqliteDatabase } from '../store/sqlite/sqlite-database.ts';
import { createCmsTools } from '../tools/cms/index.ts';
import type { CmsTool } from '../tools/define-cms-tool.ts';
import { createToolDiscovery, type ToolDiscovery } from '../tools/discovery/tool-discovery.ts';
import type { LanguageModel } from 'ai';
import { createWayfinderAgent, type WayfinderAgent } from '../agent/agent.ts';
import { CUSTOM_EXTRACTOR_TOOL_NAMES } from '../agent/entity-extraction/custom-extractors.ts';
import { createSchemaBasedExtractor } from '../agent/entity-extraction/schema-based-extractor.ts';
import { createLanguageModel } from '../agent/language-model.ts';
import { buildToolRegistry, type ToolRegistry } from '../agent/tool-registry.ts';
import type { EntityExtractor } from '../agent/turn-recorder.ts';
import { type EditorTokens, resolveEditorTokens } from '../http/editor-tokens.ts';
import { createSqliteWorkingMemory } from './working-memory/sqlite-working-memory.ts';
import type { WorkingMemoryStore } from './working-memory/working-memory.ts';
import { TOOL_DISCOVERY } from '../tools/discovery/tool-index.ts';
import type { ContentIndex } from './content-index/content-index.ts';
import { openLanceContentIndex } from './content-index/lance-content-index.ts';
import type { Embedder } from './embeddings/embedder.ts';
import { openConfiguredEmbedder } from './embeddings/open-configured-embedder.ts';
import { createGuardedHttpClient, type GuardedHttpClient } from './http/guarded-http-client.ts';
import { createMetrics, type Metrics } from './metrics/metrics.ts';
import { createSqliteTurnHistory } from './turn-history/sqlite-turn-history.ts';
import type { TurnHistory } from './turn-history/turn-history.ts';
import { createLocalImageFileStore, type ImageFileStore } from './image-files.ts';

/** What CMS tools may use. Built once by `createServices`; tests build their own. */
export type ToolServices = {
  config: Config;
  logger: Logger;
  store: CmsStore;
  embedder: Embedder;
  contentIndex: ContentIndex;
  imageFiles: ImageFileStore;
  http: GuardedHttpClient;
};

export type Services = ToolServices & {
  tools: readonly CmsTool[];
  toolDiscovery: ToolDiscovery;
  workingMemory: WorkingMemoryStore;
  /** The last turns of each session: tool-call history for the guardrails, records for retried requests. */
  turnHistory: TurnHistory;
  extractor: EntityExtractor;
  /** The versioned description of the tools, computed at startup (`npm run build:tools` writes the same). */
  toolRegistry: ToolRegistry;
  /** Prometheus metrics of this container, served by GET /metrics. */
  metrics: Metrics;
  /** Undefined when no language model is configured. */
  agent: WayfinderAgent | undefined;
  editorTokens: EditorTokens;
  /** The file holding the generated editor token; undefined when WAYFINDER_TOKENS configures them. */
  editorTokenFile?: string;
  /** Set when this start created the editor token, so main can print it once. */
  createdEditorToken?: { editor: string; token: string; file: string };
  close(): Promise<void>;
};

export type CreateServicesOptions = {
  logger?: Logger;
  /** Replaces the configured embedding model (tests use it to simulate an outage). */
  embedder?: Embedder;
  /** Replaces the configured chat model (tests and benchmarks use scripted models). */
  languageModel?: LanguageModel;
  /** Hears how far the slow start-up steps are (main prints it). */
  onProgress?: (progress: StartupProgress) => void;
};

export type StartupProgress = { step: 'demo site' | 'embedding tool texts'; done: number; total: number };

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
  const toolServices: ToolServices = { config, logger, store, embedder, contentIndex, imageFiles, http };
  const tools = createCmsTools(toolServices);
  const toolDiscovery = await createToolDiscovery({
    tools,
    discovery: TOOL_DISCOVERY,
    lanceDirectory: path.join(config.dataDir, 'lancedb'),
    embedder,
    routing: config.toolSearch,
    minConfidence: config.toolSearch.minConfidence,
    customExtractorToolNames: CUSTOM_EXTRACTOR_TOOL_NAMES,
    logger,
    onProgress: (done, total) => options.onProgress?.({ step: 'embedding tool texts', done, total }),
  });
  const toolRegistry = buildToolRegistry({ tools, metadata: toolDiscovery.metadata, rules: toolDiscovery.rules });
  logger.info({ registryVersion: toolRegistry.version, tools: toolRegistry.tools.length }, 'tool registry');
  const workingMemory = createSqliteWorkingMemory({ database });
  const turnHistory = createSqliteTurnHistory({ database });
  const metrics = createMetrics();
  const extractor = createSchemaBasedExtractor({ rules: (name) => toolDiscovery.getMetadata(name)?.extraction, logger });
  const languageModel = options.languageModel ?? createLanguageModel(config.model);
  const agent = languageModel
    ? createWayfinderAgent({
      services: { config, logger, store, tools, toolDiscovery, workingMemory, metrics, toolRegistry },
      model: languageModel,
      maxSteps: config.model.maxSteps,
    })
    : undefined;
  const { tokens: editorTokens, storedIn: editorTokenFile, created: createdEditorToken } = resolveEditorTokens({ configured: config.editorTokens, dataDir: config.dataDir });
  return {
    ...toolServices,
    tools,
    toolDiscovery,
    workingMemory,
    turnHistory,
    extractor,
    toolRegistry,
    metrics,
    agent,
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
