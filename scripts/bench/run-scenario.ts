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
import { getRules } from '../../server/tools/tool-search/category-rules.ts';
import type { ToolSearch } from '../../server/tools/tool-search/tool-search.ts';
import type { Embedder } from '../../server/services/embeddings/embedder.ts';
import { isToolErrorResult } from '../../server/tools/tool-error.ts';
import { parseUIMessageChunks } from '../support/parse-ui-message-chunks.ts';
import { type BenchMode, exposureFor, toolLoadingFor } from './bench-modes.ts';
import { countRequestTokens, promptText, type RequestTokens, sharedPrefixTokens } from './count-request-tokens.ts';
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
export type ModelUnderTest = {
  model: LanguageModel;
  calls: LanguageModelV4CallOptions[];
  misses: SearchMiss[];
  /** Before each turn of a conversation: which turn's script to play. */
  startTurn?: (turn: number) => void;
};

export type ScenarioRun = {
  scenario: Pick<Scenario, 'id' | 'type' | 'language'>;
  mode: BenchMode;
  /** One entry per model call, in order. */
  requests: RequestTokens[];
  /** Calls whose declared tool list does not start with the previous call's list. */
  appendOnlyViolations: Array<{ call: number; previous: string[]; declared: string[] }>;
  searchMisses: SearchMiss[];
  /** Tool calls that failed in any turn: a broken scenario in classic or oracle mode, a tool not offered in the search modes. */
  toolErrors: Array<{ tool: string; message: string }>;
  /** What the provider reported for the whole turn (the scripted model reports placeholders). */
  providerUsage?: ChatMessageMetadata['usage'];
  /** Set for a conversation run: its first turn repeats a scenario, so the fresh-turn tables leave it out. */
  conversationId?: string;
  /** In a conversation, the later turns: their scenario and their model calls. */
  laterTurns: Array<{ scenario: Pick<Scenario, 'id' | 'type' | 'language'>; requests: RequestTokens[] }>;
};

/**
 * Runs one scenario in one mode through the real chat route and agent, on a fresh copy of the
 * seeded site, so writes in one run never change what the next one sees.
 */
export async function runScenario({
  scenario,
  conversationId,
  followUps = [],
  mode,
  environment,
  modelUnderTest,
}: {
  scenario: Scenario;
  conversationId?: string;
  /** Later turns of the same conversation, sent one after another. */
  followUps?: readonly Scenario[];
  mode: BenchMode;
  environment: BenchEnvironment;
  modelUnderTest: ModelUnderTest;
}): Promise<ScenarioRun> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wayfinder-bench-'));
  fs.cpSync(environment.templateDir, dataDir, { recursive: true });
  const config = loadConfig({
    ...environment.configuration,
    // The benchmark measures the shipped phrases: a scenario's earlier turns must not teach its later ones.
    WAYFINDER_LEARNING: 'off',
    WAYFINDER_DATA_DIR: dataDir,
    WAYFINDER_SEED: 'demo',
    WAYFINDER_TOKENS: `${EDITOR}:${EDITOR_TOKEN}`,
    LOG_LEVEL: 'silent',
  });
  const services = await composeWayfinder(config, { logger: environment.logger, embedder: environment.embedder });
  try {
    const sessionId = `${conversationId ?? scenario.id}-${mode}`;
    const turns = [scenario, ...followUps];
    const perTurn: RequestTokens[][] = [];
    let firstTurnChunks: UIMessageChunk[] = [];
    const allChunks: UIMessageChunk[] = [];
    for (const [index, turn] of turns.entries()) {
      // The oracles know each turn's tools in advance; the agent is built per turn so they can.
      const agent = createWayfinderAgent({
        services: { ...services, guardrails: config.guardrails, toolSearchLimit: config.toolSearch.limit },
        model: modelUnderTest.model,
        maxSteps: config.model.maxSteps,
        now: environment.now,
        toolLoading: toolLoadingFor(mode),
        exposure: exposureFor(mode, { scenarioTools: toolsUsedBy(turn), scenarioRules: rulesOf(services, toolsUsedBy(turn)) }),
      });
      modelUnderTest.startTurn?.(index);
      const callsBefore = modelUnderTest.calls.length;
      const turnChunks = await sendMessage(createApp({ ...services, agent }), { sessionId, text: turn.message, messageId: `${sessionId}-${index + 1}` });
      if (index === 0) firstTurnChunks = turnChunks;
      allChunks.push(...turnChunks);
      perTurn.push(
        modelUnderTest.calls.slice(callsBefore).map((call, offset) => ({
          ...countRequestTokens(call),
          cachedPrefix: sharedPrefixTokens(
            callsBefore + offset > 0 ? promptText(modelUnderTest.calls[callsBefore + offset - 1]!) : undefined,
            promptText(call),
          ),
        })),
      );
    }
    const requests = perTurn[0]!;
    return {
      scenario: { id: scenario.id, type: scenario.type, language: scenario.language },
      ...(conversationId ? { conversationId } : {}),
      mode,
      requests,
      appendOnlyViolations: appendOnlyViolations(requests.map((request) => request.declaredTools)),
      searchMisses: modelUnderTest.misses,
      toolErrors: toolErrors(allChunks),
      providerUsage: firstTurnChunks.flatMap((chunk) =>
        chunk.type === 'finish' ? [(chunk.messageMetadata as ChatMessageMetadata | undefined)?.usage] : [],
      )[0],
      laterTurns: followUps.map((followUp, index) => ({
        scenario: { id: followUp.id, type: followUp.type, language: followUp.language },
        requests: perTurn[index + 1]!,
      })),
    };
  } finally {
    await services.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function sendMessage(
  app: ReturnType<typeof createApp>,
  { sessionId, text, messageId }: { sessionId: string; text: string; messageId: string },
): Promise<UIMessageChunk[]> {
  const response = await app.request('/api/chat', {
    method: 'POST',
    headers: { authorization: `Bearer ${EDITOR_TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify({ id: sessionId, trigger: 'submit-message', message: { id: messageId, role: 'user', parts: [{ type: 'text', text }] } }),
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

/** The rules of the categories of these tools, as tool_search would return them. */
function rulesOf({ toolSearch }: { toolSearch: ToolSearch }, tools: readonly string[]): string {
  const categories = [...new Set(tools.flatMap((name) => toolSearch.getMetadata(name)?.category ?? []))];
  return getRules(toolSearch.rules, categories);
}
