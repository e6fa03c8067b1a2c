import { Hono } from 'hono';
import type { ConversationStore } from '../conversations/conversation-store.ts';
import type { WorkingMemoryStore } from '../conversations/working-memory/working-memory.ts';
import type { PlanRepository } from '../store/plan-repository.ts';
import type { EditorVariables } from './require-editor.ts';
import { requireOwnConversation } from './require-own-conversation.ts';

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
  const ownConversation = requireOwnConversation({ workingMemory, from: 'param' });

  app.get('/sessions', async (c) => c.json({ sessions: await workingMemory.list(c.get('editor')) }));
  app.get('/sessions/:id', ownConversation, async (c) => {
    const session = c.get('conversation');
    return c.json({ ...session, plan: (await plans.get(session.sessionId)) ?? null });
  });
  app.get('/sessions/:id/messages', ownConversation, async (c) => {
    const session = c.get('conversation');
    return c.json({ sessionId: session.sessionId, messages: await conversations.load(session.sessionId) });
  });
  return app;
}
