import type { UIMessage } from 'ai';
import type { Logger } from '../logger.ts';
import { learnFromRequest, toolsTaughtBy } from '../services/learned-phrases/learn-from-request.ts';
import type { LearnedPhraseStore } from '../services/learned-phrases/learned-phrases.ts';
import type { TurnHistory } from '../conversations/turn-history/turn-history.ts';
import { TOOL_SEARCH_NAME } from '../tools/tool-search/tool-search-tool.ts';

export type LearnFromTurnOptions = {
  learnedPhrases: LearnedPhraseStore;
  turnHistory: TurnHistory;
  logger: Logger;
  sessionId: string;
  turn: number;
  editor: string;
  /** The conversation the turn answered: its last editor message is the request. */
  messages: readonly UIMessage[];
};

/**
 * After a completed turn: the editor's request becomes a phrase of the tools whose calls succeeded, as the
 * turn history recorded them. Never throws: learning is a side effect, the turn is done either way.
 */
export async function learnFromTurn({ learnedPhrases, turnHistory, logger, sessionId, turn, editor, messages }: LearnFromTurnOptions): Promise<void> {
  try {
    const request = messages.findLast((message) => message.role === 'user');
    const record = (await turnHistory.list(sessionId)).find((kept) => kept.turn === turn);
    if (!request || !record) return;
    const message = request.parts.flatMap((part) => (part.type === 'text' ? [part.text] : [])).join(' ');
    const tools = toolsTaughtBy({ toolCalls: record.toolCalls, writes: record.writes, searchTool: TOOL_SEARCH_NAME });
    const outcome = await learnFromRequest({
      learnedPhrases,
      message,
      tools,
      source: { sessionId, turn, editor, at: record.finishedAt ?? new Date().toISOString() },
    });
    logger.debug({ event: 'turn_learning', sessionId, turn, tools, ...outcome }, 'turn_learning');
  } catch (error) {
    logger.warn({ err: error, sessionId, turn }, 'could not learn from the turn');
  }
}
