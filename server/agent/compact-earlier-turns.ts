import type { ModelMessage } from 'ai';

/**
 * Earlier turns as the model needs them: what the editor asked and what it answered, without their
 * tool calls and results. Those results are the bulk of a conversation's tokens and would be re-sent
 * on every later request; what they named lives on in working memory (the entities in the prompt), and
 * the current turn (from the last editor message on) stays whole, approvals included.
 */
export function compactEarlierTurns(messages: ModelMessage[]): ModelMessage[] {
  const currentTurn = messages.findLastIndex((message) => message.role === 'user');
  if (currentTurn <= 0) return messages;
  const earlier = messages.slice(0, currentTurn).flatMap((message): ModelMessage[] => {
    if (message.role === 'tool') return [];
    if (message.role !== 'assistant' || typeof message.content === 'string') return [message];
    const text = message.content.filter((part) => part.type === 'text');
    return text.length > 0 ? [{ ...message, content: text }] : [];
  });
  return [...earlier, ...messages.slice(currentTurn)];
}
