import type { ChatMessage } from '../../server/http/wire.ts';

type EarlierVersion = NonNullable<NonNullable<ChatMessage['metadata']>['earlierVersions']>[number];

/** An exchange (an editor's message and its answer) that Regenerate or an edit replaced at least once: every version, oldest first. */
export type ExchangeVersions = {
  /** The current editor's message's id: which exchange the editor switches. */
  exchangeId: string;
  /** The version the page shows (0-based). */
  shown: number;
  all: ChatMessage[][];
};

/** One message as the page shows it. */
export type ShownMessage = {
  message: ChatMessage;
  /** Part of an earlier version the editor switched to: read only (no approvals, Regenerate or Edit). */
  earlier: boolean;
  /** On the last message of an exchange with earlier versions: the switch between them. */
  versions?: ExchangeVersions;
};

/** The conversation cut where each editor's message starts an exchange. */
function exchangesOf(messages: readonly ChatMessage[]): ChatMessage[][] {
  const exchanges: ChatMessage[][] = [];
  for (const message of messages) {
    if (message.role === 'user' || exchanges.length === 0) exchanges.push([message]);
    else exchanges.at(-1)!.push(message);
  }
  return exchanges;
}

/**
 * The messages the page shows: the conversation as the server keeps it, with each exchange the editor
 * switched (`chosen`: exchange id → version) shown as that earlier version. Without a choice, the current one.
 */
export function shownMessages(messages: readonly ChatMessage[], chosen: ReadonlyMap<string, number>): ShownMessage[] {
  return exchangesOf(messages).flatMap((exchange): ShownMessage[] => {
    const first = exchange[0]!;
    const earlierVersions = first.role === 'user' ? (first.metadata?.earlierVersions ?? []) : [];
    if (earlierVersions.length === 0) return exchange.map((message) => ({ message, earlier: false }));
    const all = [...earlierVersions.map((version) => version.messages), exchange];
    const shown = Math.min(chosen.get(first.id) ?? all.length - 1, all.length - 1);
    const version = all[shown]!;
    return version.map((message, index) => ({
      message,
      earlier: shown < all.length - 1,
      ...(index === version.length - 1 ? { versions: { exchangeId: first.id, shown, all } } : {}),
    }));
  });
}

/** The current answer to the editor's last message: the messages after it. */
export function lastAnswerOf(messages: readonly ChatMessage[]): ChatMessage[] {
  return messages.slice(messages.findLastIndex((message) => message.role === 'user') + 1);
}

/**
 * The earlier versions the editor's last message has once its exchange is replaced, as the server keeps
 * them (`replaceLastExchange`): the page shows them at once, so the answer being replaced, and what it
 * changed, stay in reach while the new one is written.
 */
export function versionsAfterReplacing(messages: readonly ChatMessage[]): EarlierVersion[] {
  const from = messages.findLastIndex((message) => message.role === 'user');
  if (from < 0) return [];
  const { earlierVersions = [], ...metadata } = messages[from]!.metadata ?? {};
  const answer = messages.slice(from + 1);
  // As the server: an answer with nothing in it (a request that failed at once) is not worth a version.
  if (!answer.some((message) => message.parts.some((part) => part.type !== 'step-start'))) return earlierVersions;
  return [...earlierVersions, { messages: [{ ...messages[from]!, metadata }, ...answer] }];
}
