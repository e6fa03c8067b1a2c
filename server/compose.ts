import { randomBytes } from 'node:crypto';
import type { LanguageModel } from 'ai';
import path from 'node:path';
import { createWayfinderAgent, type WayfinderAgent } from './agent/agent.ts';
import { CUSTOM_EXTRACTOR_TOOL_NAMES } from './tool-runtime/entity-extraction/custom-extractors.ts';
import { createSchemaBasedExtractor, type EntityExtractor } from './tool-runtime/entity-extraction/schema-based-extractor.ts';
import { createLanguageModel, providerCallOptions } from './agent/language-model.ts';
import { createToolCatalogue, type ToolCatalogue } from './tool-runtime/tool-catalogue.ts';
import { followMcpServers } from './tool-runtime/follow-mcp-servers.ts';
import { createToolRuntime, type ToolRuntime } from './tool-runtime/tool-runtime.ts';
import type { Config } from './config.ts';
import { createPreviewAccess, type PreviewAccess } from './http/preview-access.ts';
import { createServices, type CreateServicesOptions, type Services } from './services/container.ts';
import { createCmsTools } from './tools/cms/index.ts';
import type { CmsTool } from './tools/define-cms-tool.ts';
import { assertGatesFitTools, loadSearchGates } from './tools/tool-search/gates/learned-gates.ts';
import { assertRankerFitsTools, loadToolRanker } from './tools/tool-search/ranker/tool-ranker.ts';
import { assertAnswerChooserFitsTools, loadAnswerChooser } from './tools/tool-search/answer/answer-chooser.ts';
import { toSiteTemplate } from './tools/tool-search/build-tool-index.ts';
import { createToolSearch, type ToolSearch } from './tools/tool-search/tool-search.ts';
import { CMS_LIMITS } from './tools/cms/limits.ts';
import { CMS_TOOL_PHRASES } from './tools/cms/phrases.ts';
import { createLearnedPhraseSync, type LearnedPhraseSync } from './services/learned-phrases/learned-phrase-sync.ts';
import { type DebouncedRefresh, followChanges } from './services/debounced-refresh.ts';
import { createSiteNameSync } from './tools/tool-search/site-names/site-name-sync.ts';

/** Everything the HTTP app serves: the services and what is built on them. */
export type Wayfinder = Services & {
  config: Config;
  /** Wayfinder's own tools; the external servers' join them in `toolCatalogue`. */
  tools: readonly CmsTool[];
  toolSearch: ToolSearch;
  /**
   * Every tool there is to call, built-in and external, with its versioned registry (`npm run build:tools` writes
   * the built-in tools' part). Changes when an external server lists other tools.
   */
  toolCatalogue: ToolCatalogue;
  extractor: EntityExtractor;
  /** Runs every tool call, for the chat agent and the MCP server alike. */
  toolRuntime: ToolRuntime;
  /** Undefined when no language model is configured. */
  agent: WayfinderAgent | undefined;
  /** Signs and checks preview links with the database's secret, so a link works on every process. */
  previewAccess: PreviewAccess;
  /** Re-indexes the learned phrases when they change (a no-op refresh source when learning is off). */
  learnedPhraseSync: LearnedPhraseSync;
  /** Re-reads the site's names for the ranker when content changes (a no-op refresh source when the ranker is off). */
  siteNameSync: DebouncedRefresh;
};

export type ComposeWayfinderOptions = CreateServicesOptions & {
  /** Replaces the configured chat model (tests and benchmarks use scripted models). */
  languageModel?: LanguageModel;
};

/**
 * The composition root: services → tools → tool search → catalogue (the external servers' tools joining it) →
 * extractor → tool runtime → agent. Called by main.ts, the scripts and the tests; nothing below imports it.
 * Start-up waits for each external server's first answer (or failure): a server that answers is searchable from the
 * first request, one that does not is retried in the background.
 */
export async function composeWayfinder(config: Config, options: ComposeWayfinderOptions = {}): Promise<Wayfinder> {
  const services = await createServices(config, options);
  try {
    const { logger } = services;
    const tools = createCmsTools(services);
    const ranker = config.toolSearch.ranker ? loadToolRanker() : undefined;
    // The answer chooser was fitted on the learned ranker's rankings: one switch for both.
    const answerChooser = config.toolSearch.ranker ? loadAnswerChooser() : undefined;
    const gates = config.toolSearch.gates ? loadSearchGates() : undefined;
    const toolSearch = await createToolSearch({
      tools,
      phrases: CMS_TOOL_PHRASES,
      limits: CMS_LIMITS,
      // Templates are seeded before start-up and no route adds one; a template added to the database later is
      // searched after a restart.
      siteTemplates: (await services.store.sectionTemplates.list()).map(toSiteTemplate),
      lanceDirectory: path.join(config.dataDir, 'lancedb'),
      embedder: services.embedder,
      routing: config.toolSearch,
      minConfidence: config.toolSearch.minConfidence,
      ranker,
      answerChooser,
      gates,
      customExtractorToolNames: CUSTOM_EXTRACTOR_TOOL_NAMES,
      externalToolsExpected: config.mcpServers.length > 0,
      logger,
      onProgress: (done, total) => options.onProgress?.({ step: 'embedding tool texts', done, total }),
    });
    const toolCatalogue = createToolCatalogue({
      builtIn: tools,
      toolSearch,
      serverOrder: config.mcpServers.map((server) => server.name),
      logger,
      metrics: services.metrics,
      indexAfter: services.mcpServers.firstAttempts(),
    });
    logger.info({ registryVersion: toolCatalogue.builtInVersion, tools: tools.length }, 'tool registry');
    // Fitted on Wayfinder's own tools: an external server's never make the weights stale.
    if (ranker) assertRankerFitsTools(ranker, toolCatalogue.builtInVersion);
    if (answerChooser) assertAnswerChooserFitsTools(answerChooser, toolCatalogue.builtInVersion);
    if (gates) assertGatesFitTools(gates, toolCatalogue.builtInVersion);
    const stopFollowing = followMcpServers({ connections: services.mcpServers, servers: config.mcpServers, catalogue: toolCatalogue, logger });
    await toolCatalogue.settled();
    const extractor = createSchemaBasedExtractor({ rules: (name) => toolSearch.getMetadata(name)?.extraction, logger });
    const toolRuntime = createToolRuntime({
      catalogue: toolCatalogue,
      toolSearch,
      store: services.store,
      extractor,
      metrics: services.metrics,
      toolTimeoutMs: config.guardrails.toolTimeoutMs,
      toolSearchLimit: config.toolSearch.limit,
      maxResultCharacters: config.guardrails.maxResultCharacters,
    });
    const languageModel = options.languageModel ?? createLanguageModel(config.model);
    const agent = languageModel
      ? createWayfinderAgent({
          services: { ...services, toolSearch, toolCatalogue, toolRuntime, guardrails: config.guardrails, toolSearchLimit: config.toolSearch.limit },
          model: languageModel,
          maxSteps: config.model.maxSteps,
          toolLoading: config.model.toolLoading,
          providerOptions: providerCallOptions(config.model.provider),
        })
      : undefined;
    const previewSecret = await services.store.secrets.getOrCreate('preview-access', () => randomBytes(32).toString('base64url'));
    const previewAccess = createPreviewAccess({ secret: Buffer.from(previewSecret, 'base64url') });
    const learnedPhraseSync = await syncLearnedPhrases({ services, toolSearch, enabled: config.learning.enabled });
    const siteNameSync = await syncSiteNames({ services, toolSearch, enabled: ranker !== undefined });
    return {
      ...services,
      config,
      tools,
      toolSearch,
      toolCatalogue,
      extractor,
      toolRuntime,
      agent,
      previewAccess,
      learnedPhraseSync,
      siteNameSync,
      async close() {
        stopFollowing();
        learnedPhraseSync.stop();
        siteNameSync.stop();
        await services.close();
      },
    };
  } catch (error) {
    await services.close();
    throw error;
  }
}

/**
 * With learning on, search starts with what the site learned and follows every change to it (debounced: one
 * keyword-index rebuild per burst). With learning off, search never sees a learned phrase.
 */
function syncLearnedPhrases({ services: { learnedPhrases, logger }, toolSearch, enabled }: SyncOptions): Promise<LearnedPhraseSync> {
  const sync = createLearnedPhraseSync({ learnedPhrases, apply: (phrasesByTool) => toolSearch.setLearnedPhrases(phrasesByTool), logger });
  return enabled ? followChanges({ sync, subscribe: (listener) => learnedPhrases.subscribe(listener) }) : Promise.resolve(sync);
}

/**
 * The ranker reads the site's names (decision 082): search starts with the names the content has now and reads
 * them again after content changes (debounced: one read per burst of writes). Without the ranker nothing reads them.
 */
function syncSiteNames({ services: { store, onContentChange, logger }, toolSearch, enabled }: SyncOptions): Promise<DebouncedRefresh> {
  const sync = createSiteNameSync({ store, apply: (siteNames) => toolSearch.setSiteNames(siteNames), logger });
  return enabled ? followChanges({ sync, subscribe: onContentChange }) : Promise.resolve(sync);
}

type SyncOptions = { services: Services; toolSearch: ToolSearch; enabled: boolean };
