import { createMiddleware } from 'hono/factory';
import type { ConversationMemory, WorkingMemoryStore } from '../conversations/working-memory/working-memory.ts';
import { HttpError } from './http-error.ts';
import type { EditorVariables } from './require-editor.ts';

export type OwnConversationVariables = EditorVariables & { conversation: ConversationMemory };

const noConversation = (conversationId: string) => new HttpError({ type: 'NOT_FOUND', message: `No session ${conversationId}.` });

/**
 * The conversation `conversationId` if it is `editor`'s, undefined when it does not exist yet. Another
 * editor's conversation throws 404, not 403: its existence is not theirs to learn.
 */
export async function findOwnConversation({
  workingMemory,
  conversationId,
  editor,
}: {
  workingMemory: WorkingMemoryStore;
  conversationId: string;
  editor: string;
}): Promise<ConversationMemory | undefined> {
  const conversation = await workingMemory.get(conversationId);
  if (conversation && conversation.editor !== editor) throw noConversation(conversationId);
  return conversation;
}

/**
 * Lets the request through only when the conversation it names exists and belongs to the signed-in
 * editor (`requireEditor` runs first), and sets it as `c.get('conversation')`; otherwise 404 and the
 * handler never runs. `from: 'param'` reads the `:id` path parameter; `from: 'body'` the `id` of the
 * body `validateJson` checked (it runs first).
 */
export function requireOwnConversation({ workingMemory, from }: { workingMemory: WorkingMemoryStore; from: 'param' | 'body' }) {
  return createMiddleware<{ Variables: OwnConversationVariables & { body?: { id: string } } }>(async (c, next) => {
    const conversationId = from === 'param' ? c.req.param('id') : c.get('body')?.id;
    if (!conversationId) throw new HttpError({ type: 'BAD_REQUEST', message: 'Name the conversation: its id.' });
    const conversation = await findOwnConversation({ workingMemory, conversationId, editor: c.get('editor') });
    if (!conversation) throw noConversation(conversationId);
    c.set('conversation', conversation);
    await next();
  });
}
