import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LanguageModelV4CallOptions } from '@ai-sdk/provider';
import type { LanguageModel, UIMessageChunk } from 'ai';
import { createWayfinderAgent } from '../../server/agent/agent.ts';
import { createApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import type { ChatMessageMetadata } from '../../server/agent/chat-message-metadata.ts';
import type { Logger } from '../../server/logger.ts';
import { composeWayfinder } from '../../server/compose.ts';
import type { Embedder } from '../../server/services/embeddings/embedder.ts';
import { isToolErrorResult } from '../../server/tools/tool-error.ts';
import { parseUIMessageChunks } from '../support/parse-ui-message-chunks.ts';
import { type BenchMode, exposureFor } from './bench-modes.ts';
import { countRequestTokens, type RequestTokens } from './count-request-tokens.ts';
import type { SearchMiss } from './scenario-player.ts';
import { type Scenario, toolsUsedBy } from './scenarios.ts';

const EDITOR = 'bench';
const EDITOR_TOKEN = 'bench-editor-token-0123456789';

/** What every run shares: a seeded data directory to copy, one embedding model, a fixed clock. */
export type BenchEnvironment = {
  templateDir: string;
  embedder: Embedder;
  logger: Logger;
  now: () => Date;
  /** Configuration variables for every run (what-ifs such as WAYFINDER_TOOL_SEARCH_LIMIT). */
  configuration?: Record<string, string>;
};

/** The model a run talks to, with what it was sent. The scripted model also reports its search misses. */
export type ModelUnderTest = { model: LanguageModel; calls: LanguageModelV4CallOptions[]; misses: SearchMiss[] };

export type ScenarioRun = {
  scenario: Pick<Scenario, 'id' | 'type' | 'language'>;
  mode: BenchMode;
  /** One entry per model call, in order. */
  requests: RequestTokens[];
  /** Calls whose declared tool list does not start with the previous call's list. */
  appendOnlyViolations: Array<{ call: number; previous: string[]; declared: string[] }>;
  searchMisses: SearchMiss[];
  /** Tool calls that failed: a broken scenario in classic or oracle mode, a tool not offered in the search modes. */
  toolErrors: Array<{ tool: string; message: string }>;
  /** What the provider reported for the whole turn (the scripted model reports placeholders). */
  providerUsage?: ChatMessageMetadata['usage'];
};

/**
 * Runs one scenario in one mode through the real chat route and agent, on a fresh copy of the
 * seeded site, so writes in one run never change what the next one sees.
 */
export async function runScenario({
  scenario,
  mode,
  environment,
  modelUnderTest,
}: {
  scenario: Scenario;
  mode: BenchMode;
  environment: BenchEnvironment;
  modelUnderTest: ModelUnderTest;
}): Promise<ScenarioRun> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wayfinder-bench-'));
  fs.cpSync(environment.templateDir, dataDir, { recursive: true });
  const config = loadConfig({
    ...environment.configuration,
    WAYFINDER_DATA_DIR: dataDir,
    WAYFINDER_SEED: 'demo',
    WAYFINDER_TOKENS: `${EDITOR}:${EDITOR_TOKEN}`,
    LOG_LEVEL: 'silent',
  });
  const services = await composeWayfinder(config, { logger: environment.logger, embedder: environment.embedder });
  try {
    const agent = createWayfinderAgent({
      services: { ...services, guardrails: config.guardrails, toolSearchLimit: config.toolSearch.limit },
      model: modelUnderTest.model,
      maxSteps: config.model.maxSteps,
      now: environment.now,
      exposure: exposureFor(mode, { scenarioTools: toolsUsedBy(scenario) }),
    });
    const chunks = await sendMessage(createApp({ ...services, agent }), { sessionId: `${scenario.id}-${mode}`, text: scenario.message });
    const requests = modelUnderTest.calls.map(countRequestTokens);
    return {
      scenario: { id: scenario.id, type: scenario.type, language: scenario.language },
      mode,
      requests,
      appendOnlyViolations: appendOnlyViolations(requests.map((request) => request.declaredTools)),
      searchMisses: modelUnderTest.misses,
      toolErrors: toolErrors(chunks),
      providerUsage: chunks.flatMap((chunk) => (chunk.type === 'finish' ? [(chunk.messageMetadata as ChatMessageMetadata | undefined)?.usage] : []))[0],
    };
  } finally {
    await services.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function sendMessage(app: ReturnType<typeof createApp>, { sessionId, text }: { sessionId: string; text: string }): Promise<UIMessageChunk[]> {
  const response = await app.request('/api/chat', {
    method: 'POST',
    headers: { authorization: `Bearer ${EDITOR_TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify({ id: sessionId, trigger: 'submit-message', messages: [{ id: `${sessionId}-1`, role: 'user', parts: [{ type: 'text', text }] }] }),
  });
  const body = await response.text();
  if (response.status !== 200) throw new Error(`chat answered ${response.status}: ${body}`);
  return parseUIMessageChunks(body);
}

/** Provider prompt caches survive only if each call's tool list starts with the previous call's list. */
export function appendOnlyViolations(declared: readonly string[][]): ScenarioRun['appendOnlyViolations'] {
  return declared.flatMap((tools, call) => {
    const previous = declared[call - 1];
    if (!previous || previous.every((name, index) => tools[index] === name)) return [];
    return [{ call, previous, declared: tools }];
  });
}

function toolErrors(chunks: UIMessageChunk[]): ScenarioRun['toolErrors'] {
  const toolNames = new Map<string, string>();
  const errors: ScenarioRun['toolErrors'] = [];
  for (const chunk of chunks) {
    if (chunk.type === 'tool-input-available') toolNames.set(chunk.toolCallId, chunk.toolName);
    if (chunk.type === 'tool-input-error') errors.push({ tool: chunk.toolName, message: chunk.errorText });
    if (chunk.type === 'tool-output-error') errors.push({ tool: toolNames.get(chunk.toolCallId) ?? '?', message: chunk.errorText });
    if (chunk.type === 'tool-output-available' && isToolErrorResult(chunk.output)) {
      errors.push({ tool: toolNames.get(chunk.toolCallId) ?? '?', message: chunk.output.error.message });
    }
  }
  return errors;
}
