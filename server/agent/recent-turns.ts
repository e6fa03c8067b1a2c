import type { ModelMessage } from 'ai';

/**
 * Which of a conversation's turns the model sees word for word: at least `fewest`, and the cut moves `every`
 * turns at a time. What the cut leaves behind lives on as working memory's summary, which follows the core prompt
 * and grows by a line a turn, so the summary written before stays a cached prefix whichever way the cut moves.
 */
export type TurnWindow = { fewest: number; every: number };

/**
 * The current turn and the one before it. Kept turns outweighed a short question in the middle of a session
 * (3 to 6 turns: "what is a section?" cost 1.6–1.7x itself run fresh plus its summary); with the previous turn
 * only, no turn of the long conversations costs more than 1.3x. `npm run bench:tokens`:
 * docs/evaluations/2026-11-27-long-conversations.md.
 */
export const TURN_WINDOW: TurnWindow = { fewest: 2, every: 1 };

/** How many of the conversation's first turns are out of the model's context, given its turns so far (the current one included). */
export function turnsOutOfContext(turns: number, { fewest, every }: TurnWindow = TURN_WINDOW): number {
  return Math.max(0, Math.floor((turns - fewest) / every) * every);
}

/**
 * The messages of the turns the model sees: each turn starts with the editor's message, so the kept history
 * starts with one too, never with an answer or a tool result whose call was cut off. System messages stay.
 */
export function keepRecentTurns(messages: ModelMessage[], window: TurnWindow = TURN_WINDOW): ModelMessage[] {
  const turnStarts = messages.flatMap((message, index) => (message.role === 'user' ? [index] : []));
  const cut = turnsOutOfContext(turnStarts.length, window);
  if (cut === 0) return messages;
  const kept = messages.slice(turnStarts[cut]!);
  return [...messages.slice(0, turnStarts[cut]).filter((message) => message.role === 'system'), ...kept];
}
