import { Hono } from 'hono';
import type { ConversationStore } from '../services/conversations/conversation-store.ts';
import type { SessionMemory, WorkingMemoryStore } from '../services/working-memory/working-memory.ts';
import type { PlanRepository } from '../store/plan-repository.ts';
import type { EditorVariables } from './require-editor.ts';

/**
 * GET /sessions (the editor's conversations), GET /sessions/:id (one session's working memory) and
 * GET /sessions/:id/messages (its messages, as the server keeps them, for any browser to show).
 */
export function createSessionsRoute({
  workingMemory,
  conversations,
  plans,
}: {
  workingMemory: WorkingMemoryStore;
  conversations: ConversationStore;
  plans: PlanRepository;
}) {
  const app = new Hono<{ Variables: EditorVariables }>();
  // Another editor's session is reported as missing, not forbidden: its existence is not theirs to learn.
  const ownSession = async (sessionId: string, editor: string): Promise<SessionMemory | undefined> => {
    const session = await workingMemory.get(sessionId);
    return session?.editor === editor ? session : undefined;
  };
  const notFound = (sessionId: string) => ({ error: { type: 'NOT_FOUND', message: `No session ${sessionId}.` } });

  app.get('/sessions', async (c) => c.json({ sessions: await workingMemory.list(c.get('editor')) }));
  app.get('/sessions/:id', async (c) => {
    const session = await ownSession(c.req.param('id'), c.get('editor'));
    if (!session) return c.json(notFound(c.req.param('id')), 404);
    return c.json({ ...session, plan: (await plans.get(session.sessionId)) ?? null });
  });
  app.get('/sessions/:id/messages', async (c) => {
    const session = await ownSession(c.req.param('id'), c.get('editor'));
    if (!session) return c.json(notFound(c.req.param('id')), 404);
    return c.json({ sessionId: session.sessionId, messages: await conversations.load(session.sessionId) });
  });
  return app;
}
