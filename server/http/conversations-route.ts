import { Hono } from 'hono';
import { z } from 'zod';
import type { ConversationLocks } from '../conversations/conversation-locks.ts';
import type { ConversationStore } from '../conversations/conversation-store.ts';
import type { WorkingMemoryStore } from '../conversations/working-memory/working-memory.ts';
import type { PlanRepository } from '../store/plan-repository.ts';
import { MAX_TITLE_CHARACTERS } from './conversation-title-limit.ts';
import { describeIssues } from './describe-issues.ts';
import { HttpError } from './http-error.ts';
import { limitBody } from './limit-body.ts';
import type { EditorVariables } from './require-editor.ts';
import { requireOwnConversation } from './require-own-conversation.ts';
import { validateJson } from './validate-json.ts';

/** A rename's body is one short title; nothing larger needs reading. */
const MAX_RENAME_BODY_BYTES = 4 * 1024;

const listQuerySchema = z.object({ q: z.string().trim().max(200).optional() });
const renameBodySchema = z.object({ title: z.string().trim().min(1, 'give the conversation a title').max(MAX_TITLE_CHARACTERS) });

/**
 * GET /sessions (the editor's conversations; `?q=` those whose title contains it), GET /sessions/:id (one
 * conversation's working memory), GET /sessions/:id/messages (its messages, as the server keeps them, for
 * any browser to show), PATCH /sessions/:id `{ title }` (rename) and DELETE /sessions/:id (forget it; the
 * changes its turns made stay in the site's history). Another editor's conversation is 404 to all of them.
 * The paths keep their first name, as the `sessionId` fields do (decision 024).
 */
export function createConversationsRoute({
  workingMemory,
  conversations,
  plans,
  conversationLocks,
}: {
  workingMemory: WorkingMemoryStore;
  conversations: ConversationStore;
  plans: PlanRepository;
  conversationLocks: ConversationLocks;
}) {
  const app = new Hono<{ Variables: EditorVariables }>();
  const ownConversation = requireOwnConversation({ workingMemory, from: 'param' });

  app.get('/sessions', async (c) => {
    const query = listQuerySchema.safeParse(c.req.query());
    if (!query.success) throw new HttpError({ type: 'BAD_REQUEST', message: describeIssues(query.error, { root: 'query' }) });
    return c.json({ sessions: await workingMemory.list(c.get('editor'), query.data.q ? { titleContains: query.data.q } : {}) });
  });
  app.get('/sessions/:id', ownConversation, async (c) => {
    const conversation = c.get('conversation');
    return c.json({ ...conversation, plan: (await plans.get(conversation.sessionId)) ?? null });
  });
  app.get('/sessions/:id/messages', ownConversation, async (c) => {
    const conversation = c.get('conversation');
    return c.json({ sessionId: conversation.sessionId, messages: await conversations.load(conversation.sessionId) });
  });
  app.patch('/sessions/:id', limitBody(MAX_RENAME_BODY_BYTES), validateJson(renameBodySchema), ownConversation, async (c) => {
    const { sessionId } = c.get('conversation');
    await workingMemory.rename(sessionId, c.get('body').title);
    return c.json({ session: (await workingMemory.get(sessionId))! });
  });
  app.delete('/sessions/:id', ownConversation, async (c) => {
    const { sessionId } = c.get('conversation');
    // Held while deleting, so a turn cannot start writing into a conversation that is going away.
    const release = await conversationLocks.tryAcquire(sessionId);
    if (!release)
      throw new HttpError({ type: 'CONFLICT', message: 'A turn is still running in this conversation; stop it or wait for it to finish, then delete.' });
    try {
      await workingMemory.delete(sessionId);
    } finally {
      await release();
    }
    return c.json({ deleted: sessionId });
  });
  return app;
}
