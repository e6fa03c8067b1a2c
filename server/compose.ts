import { randomBytes } from 'node:crypto';
import type { LanguageModel } from 'ai';
import path from 'node:path';
import { createWayfinderAgent, type WayfinderAgent } from './agent/agent.ts';
import { CUSTOM_EXTRACTOR_TOOL_NAMES } from './tool-runtime/entity-extraction/custom-extractors.ts';
import { createSchemaBasedExtractor, type EntityExtractor } from './tool-runtime/entity-extraction/schema-based-extractor.ts';
import { createLanguageModel, providerCallOptions } from './agent/language-model.ts';
import { buildToolRegistry, type ToolRegistry } from './tool-runtime/tool-registry.ts';
import { createToolRuntime, type ToolRuntime } from './tool-runtime/tool-runtime.ts';
import type { Config } from './config.ts';
import { createPreviewAccess, type PreviewAccess } from './http/preview-access.ts';
import { createServices, type CreateServicesOptions, type Services } from './services/container.ts';
import { createCmsTools } from './tools/cms/index.ts';
import type { CmsTool } from './tools/define-cms-tool.ts';
import { assertGatesFitTools, loadSearchGates } from './tools/tool-search/gates/learned-gates.ts';
import { assertRankerFitsTools, loadToolRanker } from './tools/tool-search/ranker/tool-ranker.ts';
import { createToolSearch, type ToolSearch } from './tools/tool-search/tool-search.ts';
import { CMS_TOOL_PHRASES } from './tools/cms/phrases.ts';
import { createLearnedPhraseSync, type LearnedPhraseSync } from './services/learned-phrases/learned-phrase-sync.ts';

/** Everything the HTTP app serves: the services and what is built on them. */
export type Wayfinder = Services & {
  config: Config;
  tools: readonly CmsTool[];
  toolSearch: ToolSearch;
  /** The versioned description of the tools, computed at startup (`npm run build:tools` writes the same). */
  toolRegistry: ToolRegistry;
  extractor: EntityExtractor;
  /** Runs every tool call, for the chat agent and the MCP server alike. */
  toolRuntime: ToolRuntime;
  /** Undefined when no language model is configured. */
  agent: WayfinderAgent | undefined;
  /** Signs and checks preview links with the database's secret, so a link works on every process. */
  previewAccess: PreviewAccess;
  /** Re-indexes the learned phrases when they change (a no-op refresh source when learning is off). */
  learnedPhraseSync: LearnedPhraseSync;
};

export type ComposeWayfinderOptions = CreateServicesOptions & {
  /** Replaces the configured chat model (tests and benchmarks use scripted models). */
  languageModel?: LanguageModel;
};

/**
 * The composition root: services → tools → tool search → registry → extractor → tool runtime → agent. Called by
 * main.ts, the scripts and the tests; nothing below imports it.
 */
export async function composeWayfinder(config: Config, options: ComposeWayfinderOptions = {}): Promise<Wayfinder> {
  const services = await createServices(config, options);
  try {
    const { logger } = services;
    const tools = createCmsTools(services);
    const ranker = config.toolSearch.ranker ? loadToolRanker() : undefined;
    const gates = config.toolSearch.gates ? loadSearchGates() : undefined;
    const toolSearch = await createToolSearch({
      tools,
      phrases: CMS_TOOL_PHRASES,
      lanceDirectory: path.join(config.dataDir, 'lancedb'),
      embedder: services.embedder,
      routing: config.toolSearch,
      minConfidence: config.toolSearch.minConfidence,
      ranker,
      gates,
      customExtractorToolNames: CUSTOM_EXTRACTOR_TOOL_NAMES,
      logger,
      onProgress: (done, total) => options.onProgress?.({ step: 'embedding tool texts', done, total }),
    });
    const toolRegistry = buildToolRegistry({ tools, metadata: toolSearch.metadata, rules: toolSearch.rules });
    logger.info({ registryVersion: toolRegistry.version, tools: toolRegistry.tools.length }, 'tool registry');
    if (ranker) assertRankerFitsTools(ranker, toolRegistry.version);
    if (gates) assertGatesFitTools(gates, toolRegistry.version);
    const extractor = createSchemaBasedExtractor({ rules: (name) => toolSearch.getMetadata(name)?.extraction, logger });
    const toolRuntime = createToolRuntime({
      tools,
      toolSearch,
      store: services.store,
      extractor,
      metrics: services.metrics,
      toolTimeoutMs: config.guardrails.toolTimeoutMs,
      toolSearchLimit: config.toolSearch.limit,
    });
    const languageModel = options.languageModel ?? createLanguageModel(config.model);
    const agent = languageModel
      ? createWayfinderAgent({
          services: { ...services, tools, toolSearch, toolRegistry, toolRuntime, guardrails: config.guardrails, toolSearchLimit: config.toolSearch.limit },
          model: languageModel,
          maxSteps: config.model.maxSteps,
          toolLoading: config.model.toolLoading,
          providerOptions: providerCallOptions(config.model.provider),
        })
      : undefined;
    const previewSecret = await services.store.secrets.getOrCreate('preview-access', () => randomBytes(32).toString('base64url'));
    const previewAccess = createPreviewAccess({ secret: Buffer.from(previewSecret, 'base64url') });
    const learnedPhraseSync = await syncLearnedPhrases({ services, toolSearch, enabled: config.learning.enabled });
    return {
      ...services,
      config,
      tools,
      toolSearch,
      toolRegistry,
      extractor,
      toolRuntime,
      agent,
      previewAccess,
      learnedPhraseSync,
      async close() {
        learnedPhraseSync.stop();
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
async function syncLearnedPhrases({
  services: { learnedPhrases, logger },
  toolSearch,
  enabled,
}: {
  services: Services;
  toolSearch: ToolSearch;
  enabled: boolean;
}): Promise<LearnedPhraseSync> {
  const sync = createLearnedPhraseSync({ learnedPhrases, apply: (phrasesByTool) => toolSearch.setLearnedPhrases(phrasesByTool), logger });
  if (!enabled) return sync;
  await sync.refresh();
  const unsubscribe = learnedPhrases.subscribe(() => sync.schedule());
  return {
    ...sync,
    stop() {
      unsubscribe();
      sync.stop();
    },
  };
}
