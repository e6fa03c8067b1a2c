import { Hono } from 'hono';
import { z } from 'zod';
import type { WayfinderAgent } from '../agent/agent.ts';
import { ChatRequestError } from '../agent/chat-request.ts';
import { runTurn, type TurnDependencies } from '../agent/run-turn.ts';
import { chatRequestBodySchema, readChatRequestInput, titleOf } from './chat-request-body.ts';
import { limitBody } from './limit-body.ts';
import type { EditorVariables } from './require-editor.ts';
import type { ConversationLocks } from '../services/conversations/conversation-locks.ts';

type ChatRouteOptions = TurnDependencies & {
  /** One turn per conversation at a time, in this process and every other on the database. */
  conversationLocks: ConversationLocks;
  /** Undefined when no model is configured: the route then answers 503 saying what to set. */
  agent: WayfinderAgent | undefined;
  /** Larger request bodies get 413. */
  maxBodyBytes: number;
};

const badRequest = (message: string) => ({ error: { type: 'BAD_REQUEST', message } });

/** How long POST /chat/stop waits for the stopped turn to be recorded before it answers anyway. */
const STOP_WAIT_MS = 5_000;

const stopBodySchema = z.object({ id: z.string().min(1).max(200) });

type RunningTurn = { stop: AbortController };

/**
 * POST /chat: the editor's new message (or approval answers) in, the agent's UI message stream out.
 * The conversation itself is the server's. One turn per session at a time.
 * POST /chat/stop `{ id }`: stops the session's running turn (the agent keeps running when the page
 * merely disconnects) and answers once it is recorded, so the page can reload the conversation.
 */
export function createChatRoute({ agent, maxBodyBytes, conversationLocks, ...services }: ChatRouteOptions) {
  const { workingMemory } = services;
  const runningTurns = new Map<string, RunningTurn>();
  conversationLocks.onStop((sessionId) => runningTurns.get(sessionId)?.stop.abort());
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
    const owner = await workingMemory.get(sessionId);
    // Another editor's session is reported as missing, not forbidden: its existence is not theirs to learn.
    if (owner && owner.editor !== editor) return c.json({ error: { type: 'NOT_FOUND', message: `No session ${sessionId}.` } }, 404);
    const releaseLock = await conversationLocks.tryAcquire(sessionId);
    if (!releaseLock) {
      return c.json({ error: { type: 'CONFLICT', message: 'A turn is still running in this conversation; wait for it to finish, then send again.' } }, 409);
    }
    const running: RunningTurn = { stop: new AbortController() };
    runningTurns.set(sessionId, running);
    // Once only: a late call from a finished turn must not free the session while its next turn runs.
    let released = false;
    const release = async () => {
      if (released) return;
      released = true;
      runningTurns.delete(sessionId);
      await releaseLock();
    };
    try {
      // Read again under the lock: a turn another process finished meanwhile is part of the session now.
      const existing = await workingMemory.get(sessionId);
      if (existing && existing.editor !== editor) {
        await release();
        return c.json({ error: { type: 'NOT_FOUND', message: `No session ${sessionId}.` } }, 404);
      }
      return await runTurn(services, {
        agent,
        sessionId,
        editor,
        input,
        existing,
        title: titleOf(input),
        release,
        abortSignal: running.stop.signal,
      });
    } catch (error) {
      await release();
      if (error instanceof ChatRequestError) return c.json(badRequest(error.message), 400);
      throw error;
    }
  });

  app.post('/chat/stop', async (c) => {
    const body = stopBodySchema.safeParse(await c.req.json().catch(() => undefined));
    if (!body.success) return c.json(badRequest('send { "id": "<conversation id>" }'), 400);
    const session = await workingMemory.get(body.data.id);
    if (!session || session.editor !== c.get('editor')) return c.json({ error: { type: 'NOT_FOUND', message: `No session ${body.data.id}.` } }, 404);
    // Wherever the turn runs, this process or another behind the same load balancer: the lock knows.
    return c.json({ stopped: await conversationLocks.stop(body.data.id, { waitMs: STOP_WAIT_MS }) });
  });
  return app;
}
