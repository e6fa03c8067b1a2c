import { describe, expect, it } from 'vitest';
import type { RequestTokens } from '../../../scripts/bench/count-request-tokens.ts';
import type { ScenarioRun } from '../../../scripts/bench/run-scenario.ts';
import { summarizeRuns } from '../../../scripts/bench/summarize-runs.ts';

const request = (history: number): RequestTokens => ({
  system: 100,
  tools: 0,
  rules: 0,
  searchResults: 0,
  history,
  cachedPrefix: 0,
  summary: 0,
  declaredTools: [],
});
const scenario = (id: string) => ({ id, type: 'C' as const, language: 'en' });
const run = (id: string, history: number, extra: Partial<ScenarioRun> = {}): ScenarioRun => ({
  scenario: scenario(id),
  mode: 'discovery',
  requests: [request(history)],
  appendOnlyViolations: [],
  searchMisses: [],
  toolErrors: [],
  laterTurns: [],
  ...extra,
});

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
