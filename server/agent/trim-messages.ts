import type { ModelMessage } from 'ai';

export type TrimOptions = { maxMessages: number; keepLast: number };

/**
 * Keeps long conversations affordable: past `maxMessages`, keep system messages and the last
 * `keepLast` others. The cut moves earlier rather than start on a tool result whose call was cut
 * off (providers reject an orphaned result).
 */
export function trimMessages(messages: ModelMessage[], { maxMessages, keepLast }: TrimOptions): ModelMessage[] {
  if (messages.length <= maxMessages) return messages;
  const system = messages.filter((message) => message.role === 'system');
  const rest = messages.filter((message) => message.role !== 'system');
  let start = Math.max(0, rest.length - keepLast);
  while (start > 0 && rest[start]!.role === 'tool') start--;
  return [...system, ...rest.slice(start)];
}
