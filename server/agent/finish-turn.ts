import type { LanguageModelUsage, UIMessage } from 'ai';
import type { TurnGuard } from '../tool-runtime/turn-guard.ts';
import { learnFromTurn } from './learn-from-turn.ts';
import type { Logger } from '../logger.ts';
import type { LearnedPhraseStore } from '../services/learned-phrases/learned-phrases.ts';
import type { Metrics } from '../services/metrics/metrics.ts';
import type { TurnHistory } from '../conversations/turn-history/turn-history.ts';
import type { RecordedTurn } from './turn-stream.ts';

/** What the stream's callbacks learn while a turn runs and its end needs: the conversation's save, the tokens used. */
export type TurnProgress = {
  /** Settles once the conversation as the editor now sees it is stored; resolved until the stream finishes. */
  conversationSaved: Promise<void>;
  /** The whole turn's tokens, from the stream's finish part. */
  usage: LanguageModelUsage | undefined;
};

export const startTurnProgress = (): TurnProgress => ({ conversationSaved: Promise.resolve(), usage: undefined });

/** What a turn's end writes to: its record, the learned phrases (when the site learns), metrics and the log. */
export type FinishTurnDependencies = {
  turnHistory: TurnHistory;
  logger: Logger;
  metrics: Metrics;
  /** Set when the site learns its editors' words: a completed turn's request becomes a phrase of the tools it used. */
  learning?: { learnedPhrases: LearnedPhraseStore };
};

export type FinishTurnOptions = {
  services: FinishTurnDependencies;
  sessionId: string;
  editor: string;
  turn: TurnGuard;
  /** The conversation the turn answered: what learning reads the request from. */
  messages: UIMessage[];
  ended: RecordedTurn;
  progress: TurnProgress;
  /** Frees the session for its next turn. */
  release: () => Promise<void>;
};

/**
 * A turn's end, once its stream is done: the record is finished (with the response, to replay a retry, when it
 * completed), a completed turn teaches the site its words, the metrics and the turn_end line are written, and
 * the session is freed whatever failed.
 */
export async function finishTurn({ services, sessionId, editor, turn, messages, ended, progress, release }: FinishTurnOptions): Promise<void> {
  const { turnHistory, logger } = services;
  try {
    await progress.conversationSaved;
    await turnHistory.finish({ sessionId, turn: turn.number, status: ended.status, ...(ended.status === 'completed' ? { response: ended.chunks } : {}) });
    // A turn waiting for approval has not done what was asked yet: the turn that answers the approval teaches.
    if (services.learning && ended.status === 'completed' && ended.approvalsRequested === 0) {
      await learnFromTurn({ ...services.learning, turnHistory, logger, sessionId, turn: turn.number, editor, messages });
    }
    observeTurnEnd(services, { turn, ended, usage: progress.usage });
  } finally {
    // Before the stream closes: a client that sends its next message once it has read this one finds the session free.
    await release();
  }
}

/** The turn's metrics and its turn_end line. */
export function observeTurnEnd(
  { metrics }: Pick<FinishTurnDependencies, 'metrics'>,
  { turn, ended, usage }: { turn: TurnGuard; ended: RecordedTurn; usage: LanguageModelUsage | undefined },
) {
  const { exhausted } = turn;
  metrics.modelStepsPerTurn.observe(turn.used.modelSteps);
  metrics.toolsDiscoveredPerTurn.observe(turn.discoveredTools.size);
  if (usage?.inputTokens !== undefined) metrics.inputTokensPerTurn.observe(usage.inputTokens);
  if (usage?.outputTokens !== undefined) metrics.outputTokensPerTurn.observe(usage.outputTokens);
  if (ended.approvalsRequested > 0) metrics.approvals.inc({ decision: 'requested' }, ended.approvalsRequested);
  if (exhausted) metrics.budgetsExhausted.inc({ budget: exhausted.budget });
  const outcome = ended.status === 'interrupted' ? 'interrupted' : exhausted ? 'budget' : 'completed';
  metrics.turns.inc({ outcome });
  turn.log.info(
    {
      event: 'turn_end',
      outcome,
      ...(exhausted ? { budget: exhausted.budget } : {}),
      steps: turn.used.modelSteps,
      toolCalls: turn.used.toolCalls,
      toolSearches: turn.used.toolSearches,
      toolsDiscovered: turn.discoveredTools.size,
      inputTokens: usage?.inputTokens,
      outputTokens: usage?.outputTokens,
    },
    'turn_end',
  );
}
