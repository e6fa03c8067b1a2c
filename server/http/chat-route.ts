import { Hono } from 'hono';
import type { WayfinderAgent } from '../agent/agent.ts';
import { ChatRequestError } from '../agent/chat-request.ts';
import { runTurn, type TurnDependencies } from '../agent/run-turn.ts';
import { chatRequestBodySchema, readChatRequestInput, titleOf } from './chat-request-body.ts';
import { limitBody } from './limit-body.ts';
import type { EditorVariables } from './require-editor.ts';

type ChatRouteOptions = TurnDependencies & {
  /** Undefined when no model is configured: the route then answers 503 saying what to set. */
  agent: WayfinderAgent | undefined;
  /** Larger request bodies get 413. */
  maxBodyBytes: number;
};

const badRequest = (message: string) => ({ error: { type: 'BAD_REQUEST', message } });

/**
 * POST /chat: the editor's new message (or approval answers) in, the agent's UI message stream out.
 * The conversation itself is the server's. One turn per session at a time.
 */
export function createChatRoute({ agent, maxBodyBytes, ...services }: ChatRouteOptions) {
  const { workingMemory } = services;
  const runningTurns = new Set<string>();
  const app = new Hono<{ Variables: EditorVariables }>();

  app.post('/chat', limitBody(maxBodyBytes), async (c) => {
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
    const request = chatRequestBodySchema.safeParse(body);
    if (!request.success) {
      return c.json(badRequest(request.error.issues.map((issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`).join('; ')), 400);
    }
    const input = readChatRequestInput(request.data);
    if (typeof input === 'string') return c.json(badRequest(input), 400);

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
        input,
        existing,
        title: titleOf(input),
        release,
      });
    } catch (error) {
      release();
      if (error instanceof ChatRequestError) return c.json(badRequest(error.message), 400);
      throw error;
    }
  });
  return app;
}
