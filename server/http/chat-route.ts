import { safeValidateUIMessages, type UIMessage } from 'ai';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import type { WayfinderAgent } from '../agent/agent.ts';
import { runTurn, type TurnDependencies } from '../agent/run-turn.ts';
import { sessionIdSchema } from '../services/working-memory/session-id.ts';
import type { EditorVariables } from './require-editor.ts';

const chatRequestSchema = z
  .object({
    /** The conversation id (useChat's chat id); Wayfinder's session id. */
    id: sessionIdSchema,
    messages: z.array(z.unknown()).min(1, 'send at least one message'),
    /** useChat's reason for the request: 'submit-message' or 'regenerate-message'. */
    trigger: z.string().optional(),
  })
  .loose();

type ChatRouteOptions = TurnDependencies & {
  /** Undefined when no model is configured: the route then answers 503 saying what to set. */
  agent: WayfinderAgent | undefined;
  /** Larger request bodies get 413. */
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
export function createChatRoute({ agent, maxBodyBytes, ...services }: ChatRouteOptions) {
  const { workingMemory } = services;
  const runningTurns = new Set<string>();
  const app = new Hono<{ Variables: EditorVariables }>();

  app.post(
    '/chat',
    bodyLimit({ maxSize: maxBodyBytes, onError: (c) => c.json(badRequest(`Request body is larger than ${maxBodyBytes} bytes.`), 413) }),
    async (c) => {
      if (!agent) {
        return c.json(
          {
            error: {
              type: 'NOT_CONFIGURED',
              message: 'No language model is configured: set OPENROUTER_API_KEY (and optionally WAYFINDER_MODEL, OPENROUTER_BASE_URL) and restart.',
            },
          },
          503,
        );
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
      // Once only: a late call from a finished turn must not free the session while its next turn runs.
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        runningTurns.delete(sessionId);
      };
      try {
        return await runTurn(services, {
          agent,
          sessionId,
          editor,
          messages: messages.data,
          trigger: request.data.trigger,
          existing,
          title: titleFrom(messages.data),
          release,
        });
      } catch (error) {
        release();
        throw error;
      }
    },
  );
  return app;
}
