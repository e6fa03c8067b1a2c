import { turnsOutOfContext } from '../../server/agent/recent-turns.ts';

/**
 * The id of the editor's message where the model's word-for-word view of the conversation begins: the turns before
 * it reach the model only as working memory's summary. Undefined while every turn is still in context.
 */
export function firstMessageInContext(messages: ReadonlyArray<{ id: string; role: string }>): string | undefined {
  const editorMessages = messages.filter((message) => message.role === 'user');
  const out = turnsOutOfContext(editorMessages.length);
  return out === 0 ? undefined : editorMessages[out]?.id;
}
