import { readUIMessageStream, type UIMessage, type UIMessageChunk } from 'ai';
import type { Hono } from 'hono';
import { parseUIMessageChunks } from '../../scripts/support/parse-ui-message-chunks.ts';

export type ChatTurn = { status: number; chunks: UIMessageChunk[]; message?: UIMessage; body: string };

export function userMessage(text: string, id = `user-${Math.random().toString(36).slice(2)}`): UIMessage {
  return { id, role: 'user', parts: [{ type: 'text', text }] };
}

/** Sends one chat request the way older clients (the whole transcript) do; see `postChat` for any body. */
export async function sendChat(app: Hono, { token, sessionId, messages }: { token: string; sessionId: string; messages: UIMessage[] }): Promise<ChatTurn> {
  return postChat(app, { token, body: { id: sessionId, messages, trigger: 'submit-message' } });
}

/** Posts any chat request body, reads the whole stream, and rebuilds the assistant message. */
export async function postChat(app: Hono, { token, body: requestBody }: { token: string; body: unknown }): Promise<ChatTurn> {
  const response = await app.request('/api/chat', {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(requestBody),
  });
  const body = await response.text();
  if (response.status !== 200) return { status: response.status, chunks: [], body };
  const chunks = parseUIMessageChunks(body);
  let message: UIMessage | undefined;
  const stream = new ReadableStream<UIMessageChunk>({
    start(controller) {
      chunks.forEach((chunk) => controller.enqueue(chunk));
      controller.close();
    },
  });
  for await (const snapshot of readUIMessageStream({ stream })) message = snapshot;
  return { status: response.status, chunks, message, body };
}
