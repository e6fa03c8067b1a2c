import type { UIMessage } from 'ai';
import type { ChangeHistoryRepository, ChangeRecord } from '../store/change-history.ts';
import type { ChatMessageMetadata } from './chat-message-metadata.ts';
import { turnsOutOfContext } from './recent-turns.ts';
import { type EarlierTurn, summarizeEarlierTurns } from './summarize-earlier-turns.ts';

const CHANGES_PAGE = 200;

const textOf = (message: UIMessage) =>
  message.parts
    .flatMap((part) => (part.type === 'text' ? [part.text] : []))
    .join(' ')
    .trim();

/** The conversation as exchanges: an editor's message, then the answers to it and the turn numbers that wrote them. */
function exchangesOf(messages: readonly UIMessage[]) {
  const exchanges: Array<{ request: string; answers: string[]; turns: number[] }> = [];
  for (const message of messages) {
    if (message.role === 'user') exchanges.push({ request: textOf(message), answers: [], turns: [] });
    const current = exchanges.at(-1);
    if (message.role !== 'assistant' || !current) continue;
    const metadata = message.metadata as ChatMessageMetadata | undefined;
    current.turns.push(...(metadata?.turns ?? (metadata?.turn === undefined ? [] : [metadata.turn])));
    const text = textOf(message);
    if (text) current.answers.push(text);
  }
  return exchanges;
}

/** Every change the conversation made, oldest first (a conversation's changes are few; paged all the same). */
async function changesOf(changes: Pick<ChangeHistoryRepository, 'list'>, sessionId: string): Promise<ChangeRecord[]> {
  const all: ChangeRecord[] = [];
  let before: number | undefined;
  do {
    const page = await changes.list({ sessionId, limit: CHANGES_PAGE, ...(before === undefined ? {} : { before }) });
    all.push(...page.changes);
    before = page.nextCursor ?? undefined;
  } while (before !== undefined);
  return all.reverse();
}

/**
 * Working memory's summary for a turn about to run on `messages` (the new message included): the turns that
 * `keepRecentTurns` leaves out of the model's context, from what the editor wrote, what was answered and what the
 * change history recorded for them. Undefined while every turn is still in context.
 */
export async function summaryOfTurnsOutOfContext({
  messages,
  changes,
  sessionId,
}: {
  messages: readonly UIMessage[];
  changes: Pick<ChangeHistoryRepository, 'list'>;
  sessionId: string;
}): Promise<string | undefined> {
  const exchanges = exchangesOf(messages);
  const out = turnsOutOfContext(exchanges.length);
  if (out === 0) return undefined;
  const recorded = await changesOf(changes, sessionId);
  const turns: EarlierTurn[] = exchanges.slice(0, out).map((exchange, index) => ({
    number: index + 1,
    request: exchange.request,
    answer: exchange.answers.at(-1) ?? '',
    changes: recorded
      .filter((change) => change.turn !== null && exchange.turns.includes(change.turn))
      .map((change) => (change.revertedByChangeId === null ? change.summary : `${change.summary} (undone since)`)),
  }));
  // Loaded when a summary is first needed: the encoding tables are large.
  const { encode } = await import('gpt-tokenizer/encoding/o200k_base');
  return summarizeEarlierTurns({ turns, countTokens: (text) => encode(text).length });
}
