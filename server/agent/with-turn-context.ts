import type { ModelMessage } from 'ai';

/**
 * The call's messages with the turn's context (working memory, date, rules found for the turn) as a user-side
 * message just before the editor's latest message. A provider caches tools, then system, then messages: in the
 * system prompt, a context that changes every turn would make each turn re-pay the whole conversation. Here
 * everything before it stays the prefix the previous turn sent. A user message, not a system one, because some
 * providers (Anthropic) accept system messages only at the start.
 */
export function withTurnContext(messages: readonly ModelMessage[], context: string): ModelMessage[] {
  const latest = messages.findLastIndex((message) => message.role === 'user');
  const contextMessage: ModelMessage = { role: 'user', content: context };
  if (latest < 0) return [...messages, contextMessage];
  return [...messages.slice(0, latest), contextMessage, ...messages.slice(latest)];
}

/**
 * The messages without the turn's context: the SDK hands each step the messages the step before it was sent,
 * so the context added for step 1 comes back in step 2, where it would count as an editor's turn.
 */
export function withoutTurnContext(messages: readonly ModelMessage[], context: string): ModelMessage[] {
  return messages.filter((message) => !(message.role === 'user' && message.content === context));
}
