import { describe, expect, it } from 'vitest';
import { type FinishTurnDependencies, finishTurn, startTurnProgress } from '../../server/agent/finish-turn.ts';
import { createMetrics } from '../../server/services/metrics/metrics.ts';
import type { TurnHistory } from '../../server/conversations/turn-history/turn-history.ts';
import { createTurnGuard } from '../../server/tool-runtime/turn-guard.ts';
import { captureLogs } from '../support/captured-logs.ts';

function setUp({ finishFails = false } = {}) {
  const logs = captureLogs();
  const events: string[] = [];
  const turnHistory = {
    finish: async ({ status }: { status: string }) => {
      events.push(`record ${status}`);
      if (finishFails) throw new Error('database gone');
    },
  } as unknown as TurnHistory;
  const services: FinishTurnDependencies = { turnHistory, logger: logs.logger, metrics: createMetrics() };
  const turn = createTurnGuard({
    sessionId: 's1',
    turn: 4,
    registryVersion: 'v1',
    budgets: { modelSteps: 8, toolCalls: 20, toolSearches: 4 },
    logger: logs.logger,
  });
  const progress = startTurnProgress();
  const release = async () => void events.push('released');
  const finish = (status: 'completed' | 'interrupted') =>
    finishTurn({ services, sessionId: 's1', editor: 'ada', turn, messages: [], ended: { chunks: [], status, approvalsRequested: 0 }, progress, release });
  return { logs, events, progress, finish, services };
}

describe('finishTurn', () => {
  it('finishes the record once the conversation is saved, logs turn_end, then frees the session', async () => {
    const { logs, events, progress, finish } = setUp();
    progress.conversationSaved = new Promise<void>((resolve) =>
      setTimeout(() => {
        events.push('conversation saved');
        resolve();
      }, 5),
    );
    progress.usage = { inputTokens: 120, outputTokens: 30 } as never;
    await finish('completed');
    expect(events).toEqual(['conversation saved', 'record completed', 'released']);
    expect(logs.entries('turn_end')).toEqual([expect.objectContaining({ outcome: 'completed', turn: 4, inputTokens: 120, outputTokens: 30 })]);
  });

  it('counts an interrupted turn as such', async () => {
    const { logs, finish } = setUp();
    await finish('interrupted');
    expect(logs.entries('turn_end')).toEqual([expect.objectContaining({ outcome: 'interrupted' })]);
  });

  it('frees the session even when the record cannot be finished', async () => {
    const { events, finish } = setUp({ finishFails: true });
    await expect(finish('completed')).rejects.toThrow('database gone');
    expect(events).toEqual(['record completed', 'released']);
  });
});
