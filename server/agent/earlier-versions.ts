import type { UIMessage } from 'ai';
import type { ChatMessageMetadata, EarlierVersion } from './chat-message-metadata.ts';

const earlierVersionsOf = (message: UIMessage): EarlierVersion[] => (message.metadata as ChatMessageMetadata | undefined)?.earlierVersions ?? [];

/** The message as one version of an exchange keeps it: without the versions it kept itself (they move to its replacement). */
function withoutEarlierVersions(message: UIMessage): UIMessage {
  const { earlierVersions: _kept, ...metadata } = (message.metadata ?? {}) as ChatMessageMetadata;
  const { metadata: _metadata, ...rest } = message;
  return Object.keys(metadata).length > 0 ? { ...rest, metadata } : rest;
}

/** Every message the conversation has had: the stored ones and those of the earlier versions they keep. A message id names one of them. */
export function everyMessage(messages: readonly UIMessage[]): UIMessage[] {
  return messages.flatMap((message) => [message, ...earlierVersionsOf(message).flatMap((version) => version.messages)]);
}

/** Whether an answer holds anything to go back to: a failed request that produced nothing is not worth a version. */
const hasContent = (answer: readonly UIMessage[]) => answer.some((message) => message.parts.some((part) => part.type !== 'step-start'));

/**
 * The conversation with its last exchange (the editor's message at `from` and the answer after it) replaced
 * by `replacement`, which keeps the replaced exchange as its newest earlier version, after the ones the
 * replaced message kept. A Regenerate passes the same message as its own replacement; an edit passes the new one.
 */
export function replaceLastExchange(stored: readonly UIMessage[], { from, replacement }: { from: number; replacement: UIMessage }): UIMessage[] {
  const replaced = stored[from]!;
  const answer = stored.slice(from + 1);
  const earlierVersions = [...earlierVersionsOf(replaced), ...(hasContent(answer) ? [{ messages: [withoutEarlierVersions(replaced), ...answer] }] : [])];
  const message = withoutEarlierVersions(replacement);
  return [...stored.slice(0, from), earlierVersions.length > 0 ? { ...message, metadata: { ...(message.metadata ?? {}), earlierVersions } } : message];
}
