import type { LanguageModel } from 'ai';
import path from 'node:path';
import { createWayfinderAgent, type WayfinderAgent } from './agent/agent.ts';
import { CUSTOM_EXTRACTOR_TOOL_NAMES } from './agent/entity-extraction/custom-extractors.ts';
import { createSchemaBasedExtractor, type EntityExtractor } from './agent/entity-extraction/schema-based-extractor.ts';
import { createLanguageModel } from './agent/language-model.ts';
import { buildToolRegistry, type ToolRegistry } from './agent/tool-registry.ts';
import type { Config } from './config.ts';
import { createServices, type CreateServicesOptions, type Services } from './services/container.ts';
import { createCmsTools } from './tools/cms/index.ts';
import type { CmsTool } from './tools/define-cms-tool.ts';
import { createToolDiscovery, type ToolDiscovery } from './tools/discovery/tool-discovery.ts';
import { CMS_TOOL_DISCOVERY } from './tools/cms/discovery.ts';
import { createLearnedPhraseSync, type LearnedPhraseSync } from './services/learned-phrases/learned-phrase-sync.ts';

/** Everything the HTTP app serves: the services and what is built on them. */
export type Wayfinder = Services & {
  tools: readonly CmsTool[];
  toolDiscovery: ToolDiscovery;
  /** The versioned description of the tools, computed at startup (`npm run build:tools` writes the same). */
  toolRegistry: ToolRegistry;
  extractor: EntityExtractor;
  /** Undefined when no language model is configured. */
  agent: WayfinderAgent | undefined;
  /** Re-indexes the learned phrases when they change (a no-op refresh source when learning is off). */
  learnedPhraseSync: LearnedPhraseSync;
};

export type ComposeWayfinderOptions = CreateServicesOptions & {
  /** Replaces the configured chat model (tests and benchmarks use scripted models). */
  languageModel?: LanguageModel;
};

/**
 * The composition root: services → tools → discovery → registry → extractor → agent. Called by
 * main.ts, the scripts and the tests; nothing below imports it.
 */
export async function composeWayfinder(config: Config, options: ComposeWayfinderOptions = {}): Promise<Wayfinder> {
  const services = await createServices(config, options);
  try {
    const { logger } = services;
    const tools = createCmsTools(services);
    const toolDiscovery = await createToolDiscovery({
      tools,
      discovery: CMS_TOOL_DISCOVERY,
      lanceDirectory: path.join(config.dataDir, 'lancedb'),
      embedder: services.embedder,
      routing: config.toolSearch,
      minConfidence: config.toolSearch.minConfidence,
      customExtractorToolNames: CUSTOM_EXTRACTOR_TOOL_NAMES,
      logger,
      onProgress: (done, total) => options.onProgress?.({ step: 'embedding tool texts', done, total }),
    });
    const toolRegistry = buildToolRegistry({ tools, metadata: toolDiscovery.metadata, rules: toolDiscovery.rules });
    logger.info({ registryVersion: toolRegistry.version, tools: toolRegistry.tools.length }, 'tool registry');
    const extractor = createSchemaBasedExtractor({ rules: (name) => toolDiscovery.getMetadata(name)?.extraction, logger });
    const languageModel = options.languageModel ?? createLanguageModel(config.model);
    const agent = languageModel
      ? createWayfinderAgent({
          services: { ...services, tools, toolDiscovery, toolRegistry, guardrails: config.guardrails, toolSearchLimit: config.toolSearch.limit },
          model: languageModel,
          maxSteps: config.model.maxSteps,
        })
      : undefined;
    const learnedPhraseSync = await syncLearnedPhrases({ services, toolDiscovery });
    return {
      ...services,
      tools,
      toolDiscovery,
      toolRegistry,
      extractor,
      agent,
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
async function syncLearnedPhrases({ services, toolDiscovery }: { services: Services; toolDiscovery: ToolDiscovery }): Promise<LearnedPhraseSync> {
  const { learnedPhrases, logger, config } = services;
  const sync = createLearnedPhraseSync({ learnedPhrases, apply: (phrasesByTool) => toolDiscovery.setLearnedPhrases(phrasesByTool), logger });
  if (!config.learning.enabled) return sync;
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
