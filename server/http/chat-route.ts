import { createAgentUIStreamResponse, safeValidateUIMessages, type UIMessage } from 'ai';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import type { WayfinderAgent } from '../agent/agent.ts';
import { createTurnRecorder, type EntityExtractor } from '../agent/turn-recorder.ts';
import type { Logger } from '../logger.ts';
import type { WorkingMemoryStore } from '../services/working-memory/working-memory.ts';
import { TOOL_SEARCH_NAME } from '../tools/discovery/tool-search-tool.ts';
import type { EditorVariables } from './require-editor.ts';

const chatRequestSchema = z
  .object({
    /** The conversation id (useChat's chat id); Wayfinder's session id. */
    id: z.string().trim().min(1).max(200).regex(/^[\w.:-]+$/, 'letters, digits, "_", "-", ".", ":" only'),
    messages: z.array(z.unknown()).min(1, 'send at least one message'),
  })
  .loose();

export type ChatMessageMetadata = {
  sessionId: string;
  /** Tools declared to the model by the end of the turn, in the order they were added. */
  activeTools?: string[];
  usage?: { inputTokens?: number; outputTokens?: number; totalTokens?: number };
};

type ChatRouteOptions = {
  /** Undefined when no model is configured: the route then answers 503 saying what to set. */
  agent: WayfinderAgent | undefined;
  workingMemory: WorkingMemoryStore;
  extractor: EntityExtractor;
  logger: Logger;
  maxBodyBytes: number;
};

const badRequest = (message: string) => ({ error: { type: 'BAD_REQUEST', message } });

function titleFrom(messages: readonly UIMessage[]): string {
  const text = messages
    .find((message) => message.role === 'user')
    ?.parts.flatMap((part) => (part.type === 'text' ? [part.text] : []))
    .join(' ')
    .trim();
  return (text || 'New conversation').slice(0, 80);
}

/** POST /chat: AI SDK UI messages in, the agent's UI message stream out. One turn per session at a time. */
export function createChatRoute({ agent, workingMemory, extractor, logger, maxBodyBytes }: ChatRouteOptions) {
  const runningTurns = new Set<string>();
  const app = new Hono<{ Variables: EditorVariables }>();

  app.post(
    '/chat',
    bodyLimit({ maxSize: maxBodyBytes, onError: (c) => c.json(badRequest(`Request body is larger than ${maxBodyBytes} bytes.`), 413) }),
    async (c) => {
      if (!agent) {
        return c.json({ error: { type: 'NOT_CONFIGURED', message: 'No language model is configured: set OPENROUTER_API_KEY (and optionally WAYFINDER_MODEL, OPENROUTER_BASE_URL) and restart.' } }, 503);
      }
      let body: unknown;
      try {
        body = await c.req.json();
      } catch {
        return c.json(badRequest('Body is not valid JSON.'), 400);
      }
      const request = chatRequestSchema.safeParse(body);
      if (!request.success) {
        return c.json(badRequest(request.error.issues.map((issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`).join('; ')), 400);
      }
      const messages = await safeValidateUIMessages({ messages: request.data.messages });
      if (!messages.success) return c.json(badRequest(`Invalid messages: ${messages.error.message}`), 400);

      const editor = c.get('editor');
      const sessionId = request.data.id;
      const existing = await workingMemory.get(sessionId);
      // Another editor's session is reported as missing, not forbidden: its existence is not theirs to learn.
      if (existing && existing.editor !== editor) return c.json({ error: { type: 'NOT_FOUND', message: `No session ${sessionId}.` } }, 404);
      if (runningTurns.has(sessionId)) {
        return c.json({ error: { type: 'CONFLICT', message: 'A turn is still running in this conversation; wait for it to finish, then send again.' } }, 409);
      }
      runningTurns.add(sessionId);
      try {
        if (!existing) await workingMemory.create({ sessionId, editor, title: titleFrom(messages.data) });
        const recorder = createTurnRecorder({ sessionId, workingMemory, extractor, logger });
        const response = await createAgentUIStreamResponse({
          agent,
          uiMessages: messages.data,
          options: { sessionId, editor },
          onStepEnd: (step) => recorder.recordStep(step as Parameters<typeof recorder.recordStep>[0]),
          messageMetadata: ({ part }): ChatMessageMetadata | undefined => {
            if (part.type === 'start') return { sessionId };
            if (part.type !== 'finish') return undefined;
            const { inputTokens, outputTokens, totalTokens } = part.totalUsage;
            return {
              sessionId,
              activeTools: [TOOL_SEARCH_NAME, ...(recorder.memory?.discoveredTools ?? existing?.discoveredTools ?? [])],
              usage: { inputTokens, outputTokens, totalTokens },
            };
          },
        });
        return releaseWhenDone(response, () => runningTurns.delete(sessionId));
      } catch (error) {
        runningTurns.delete(sessionId);
        throw error;
      }
    },
  );
  return app;
}

/** The turn lock is released when the stream ends, whichever way: finished, failed or cancelled by the client. */
function releaseWhenDone(response: Response, release: () => void): Response {
  if (!response.body) {
    release();
    return response;
  }
  const reader = response.body.getReader();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const { done, value } = await reader.read();
        if (done) {
          release();
          controller.close();
        } else {
          controller.enqueue(value);
        }
      } catch (error) {
        release();
        controller.error(error);
      }
    },
    cancel(reason) {
      release();
      return reader.cancel(reason);
    },
  });
  return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
}
