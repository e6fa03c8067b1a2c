import type { LanguageModel } from 'ai';
import type { Hono } from 'hono';
import { createApp } from '../../server/app.ts';
import { type ChatTurn, sendChat, userMessage } from './chat-client.ts';
import { createScriptedModel } from '../../scripts/support/scripted-language-model.ts';
import { createTestServices, type TestServices } from './test-services.ts';

export const EDITOR_TOKEN = 'alice-token-0123456789';

type ScriptedModel = ReturnType<typeof createScriptedModel>;

export type ScriptedChat = {
  services: TestServices;
  app: Hono;
  scripted: ScriptedModel;
  /** Sends one new user message in the session. */
  ask(sessionId: string, text: string): Promise<ChatTurn>;
};

/**
 * The real app and agent on test services (seeded unless `seed: false`), driven by a scripted model;
 * `environment` sets configuration. `wrapModel` may wrap the scripted model (e.g. to fail a call).
 */
export async function startScriptedChat({
  environment = {},
  wrapModel = (model) => model,
  ...options
}: Parameters<typeof createTestServices>[0] & { wrapModel?: (model: ScriptedModel['model']) => LanguageModel } = {}): Promise<ScriptedChat> {
  const scripted = createScriptedModel();
  const services = await createTestServices({
    languageModel: wrapModel(scripted.model),
    environment: { WAYFINDER_TOKENS: `alice:${EDITOR_TOKEN}`, ...environment },
    ...options,
  });
  const app = createApp(services);
  return {
    services,
    app,
    scripted,
    ask: (sessionId, text) => sendChat(app, { token: EDITOR_TOKEN, sessionId, messages: [userMessage(text)] }),
  };
}

/** Each tool call of a turn in the order the model made them, with its output once it ran (undefined if it never did). */
export function toolCalls(turn: ChatTurn): Array<{ toolName: string; input: unknown; output: unknown }> {
  const outputs = new Map(turn.chunks.flatMap((chunk) => (chunk.type === 'tool-output-available' ? [[chunk.toolCallId, chunk.output] as const] : [])));
  return turn.chunks.flatMap((chunk) =>
    chunk.type === 'tool-input-available' ? [{ toolName: chunk.toolName, input: chunk.input, output: outputs.get(chunk.toolCallId) }] : [],
  );
}

/** The assistant message's text parts, joined. */
export const replyText = (turn: ChatTurn) => (turn.message?.parts ?? []).flatMap((part) => (part.type === 'text' ? [part.text] : [])).join('\n');
