import { Hono } from 'hono';
import type { ConversationStore } from '../conversations/conversation-store.ts';
import type { WorkingMemoryStore } from '../conversations/working-memory/working-memory.ts';
import type { PlanRepository } from '../store/plan-repository.ts';
import type { EditorVariables } from './require-editor.ts';
import { requireOwnConversation } from './require-own-conversation.ts';

/**
 * GET /sessions (the editor's conversations), GET /sessions/:id (one conversation's working memory) and
 * GET /sessions/:id/messages (its messages, as the server keeps them, for any browser to show).
 * The paths keep their first name, as the `sessionId` fields do (decision 024).
 */
export function createConversationsRoute({
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
    const conversation = c.get('conversation');
    return c.json({ ...conversation, plan: (await plans.get(conversation.sessionId)) ?? null });
  });
  app.get('/sessions/:id/messages', ownConversation, async (c) => {
    const conversation = c.get('conversation');
    return c.json({ sessionId: conversation.sessionId, messages: await conversations.load(conversation.sessionId) });
  });
  return app;
}
