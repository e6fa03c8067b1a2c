import { describe, expect, it } from 'vitest';
import type { ScenarioRun } from '../../../scripts/bench/run-scenario.ts';
import { summarizeRuns } from '../../../scripts/bench/summarize-runs.ts';
import { benchScenario, requestTokens, scenarioRun } from './scenario-run-fixtures.ts';

const request = (history: number) => requestTokens({ system: 100, history });
const scenario = (id: string) => benchScenario(id, 'C');
const run = (id: string, history: number, extra: Partial<ScenarioRun> = {}) => scenarioRun({ scenario: scenario(id), requests: [request(history)], ...extra });

describe('summarizeRuns', () => {
  it('compares each later turn with the same scenario run fresh, not with the median of other scenarios', () => {
    // Fresh turns cost 200, 300 and 1,100 (median 300); the one later turn is the expensive scenario at 1,200.
    const runs = [
      run('cheap', 100),
      run('middle', 200),
      run('expensive', 1000),
      run('cheap', 100, { conversationId: 'two-turns', laterTurns: [{ scenario: scenario('expensive'), requests: [request(1100)] }] }),
    ];
    const later = summarizeRuns(runs).laterTurns.C!.discovery!;
    expect(later.perTurnInputMedian).toBe(1200);
    expect(later.versusFresh).toBe(4);
    expect(later.versusSameScenarioFresh).toBe(1.09);
  });
});
