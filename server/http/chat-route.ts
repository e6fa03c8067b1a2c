import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { z } from 'zod';
import type { WayfinderAgent } from '../agent/agent.ts';
import type { ChatRequestInput } from '../agent/chat-request.ts';
import { runTurn, type TurnDependencies } from '../agent/run-turn.ts';
import type { ConversationLocks } from '../conversations/conversation-locks.ts';
import { type ChatRequestBody, chatRequestBodySchema, readChatRequestInput, titleOf } from './chat-request-body.ts';
import { HttpError } from './http-error.ts';
import { limitBody } from './limit-body.ts';
import type { EditorVariables } from './require-editor.ts';
import { findOwnConversation, requireOwnConversation } from './require-own-conversation.ts';
import { validateJson } from './validate-json.ts';

type ChatRouteOptions = TurnDependencies & {
  /** One turn per conversation at a time, in this process and every other on the database. */
  conversationLocks: ConversationLocks;
  /** Undefined when no model is configured: the route then answers 503 saying what to set. */
  agent: WayfinderAgent | undefined;
  /** Larger request bodies get 413. */
  maxBodyBytes: number;
};

/** How long POST /chat/stop waits for the stopped turn to be recorded before it answers anyway. */
const STOP_WAIT_MS = 5_000;

const stopBodySchema = z.object({ id: z.string().min(1).max(200) }, { error: 'send { "id": "<conversation id>" }' });

type RunningTurn = { stop: AbortController; release: () => Promise<void> };

/** 503 before anything reads the body when no model is configured; otherwise the agent is `c.get('agent')`. */
const requireAgent = (agent: WayfinderAgent | undefined) =>
  createMiddleware<{ Variables: { agent: WayfinderAgent } }>(async (c, next) => {
    if (!agent) {
      throw new HttpError({
        type: 'NOT_CONFIGURED',
        message:
          'No language model is configured: set OPENROUTER_API_KEY (or WAYFINDER_PROVIDER=anthropic and ANTHROPIC_API_KEY; optionally WAYFINDER_MODEL and the base URL) and restart.',
      });
    }
    c.set('agent', agent);
    await next();
  });

/** The request's one input (a message, approval answers or a regenerate), or 400 saying what to send. */
function readInput(body: ChatRequestBody): ChatRequestInput {
  const input = readChatRequestInput(body);
  if (typeof input === 'string') throw new HttpError({ type: 'BAD_REQUEST', message: input });
  return input;
}

/**
 * POST /chat: the editor's new message (or approval answers) in, the agent's UI message stream out.
 * The conversation itself is the server's. One turn per conversation at a time.
 * POST /chat/stop `{ id }`: stops the conversation's running turn (the agent keeps running when the page
 * merely disconnects) and answers once it is recorded, so the page can reload the conversation.
 */
export function createChatRoute({ agent, maxBodyBytes, conversationLocks, ...services }: ChatRouteOptions) {
  const { workingMemory } = services;
  const runningTurns = new Map<string, RunningTurn>();
  conversationLocks.onStop((sessionId) => runningTurns.get(sessionId)?.stop.abort());
  const app = new Hono<{ Variables: EditorVariables }>();

  /** Takes the conversation's lock (409 while another turn runs) and registers the turn so /chat/stop can abort it. */
  const startTurn = async (sessionId: string): Promise<RunningTurn> => {
    const releaseLock = await conversationLocks.tryAcquire(sessionId);
    if (!releaseLock) {
      throw new HttpError({ type: 'CONFLICT', message: 'A turn is still running in this conversation; wait for it to finish, then send again.' });
    }
    // Once only: a late call from a finished turn must not free the conversation while its next turn runs.
    let released = false;
    const running: RunningTurn = {
      stop: new AbortController(),
      release: async () => {
        if (released) return;
        released = true;
        runningTurns.delete(sessionId);
        await releaseLock();
      },
    };
    runningTurns.set(sessionId, running);
    return running;
  };

  app.post('/chat', requireAgent(agent), limitBody(maxBodyBytes), validateJson(chatRequestBodySchema), async (c) => {
    const body = c.get('body');
    const input = readInput(body);
    const editor = c.get('editor');
    const sessionId = body.id;
    // Checked before the lock too, so another editor's conversation is 404 without touching its lock.
    await findOwnConversation({ workingMemory, conversationId: sessionId, editor });
    const running = await startTurn(sessionId);
    try {
      // Read again under the lock: a turn another process finished meanwhile is part of the conversation now.
      const existing = await findOwnConversation({ workingMemory, conversationId: sessionId, editor });
      return await runTurn(services, {
        agent: c.get('agent'),
        sessionId,
        editor,
        input,
        existing,
        title: titleOf(input),
        release: running.release,
        abortSignal: running.stop.signal,
      });
    } catch (error) {
      await running.release();
      throw error;
    }
  });

  app.post(
    '/chat/stop',
    validateJson(stopBodySchema),
    requireOwnConversation({ workingMemory, from: 'body' }),
    // Wherever the turn runs, this process or another behind the same load balancer: the lock knows.
    async (c) => c.json({ stopped: await conversationLocks.stop(c.get('conversation').sessionId, { waitMs: STOP_WAIT_MS }) }),
  );
  return app;
}
