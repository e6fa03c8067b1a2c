import { describe, expect, it } from 'vitest';
import type { BenchMode } from '../../../scripts/bench/bench-modes.ts';
import type { RequestTokens } from '../../../scripts/bench/count-request-tokens.ts';
import type { ScenarioRun } from '../../../scripts/bench/run-scenario.ts';
import { loadLongConversations, loadScenarios } from '../../../scripts/bench/scenarios.ts';
import { checkLongConversationTargets, summarizeLongConversations } from '../../../scripts/bench/summarize-long-conversations.ts';
import { benchScenario, requestTokens, scenarioRun } from './scenario-run-fixtures.ts';

const request = (input: number, cachedPrefix: number, summary = 0) => requestTokens({ history: input, cachedPrefix, summary });
const scenario = (id: string) => benchScenario(id);
const run = (mode: BenchMode, requests: RequestTokens[], extra: Partial<ScenarioRun> = {}) => scenarioRun({ mode, requests, ...extra });

describe('summarizeLongConversations', () => {
  it('bills a whole conversation with cached input at 10%, and with cache writes at 1.25x', () => {
    const conversation = run('discovery', [request(1000, 0)], {
      conversationId: 'long',
      laterTurns: [{ scenario: scenario('second'), requests: [request(1000, 800)] }],
    });
    const [summary] = summarizeLongConversations([conversation], []);
    expect(summary).toMatchObject({ conversation: 'long', turns: 2, input: 2000, cachedShare: 0.4 });
    // 1,200 fresh + 800 at a tenth; Anthropic: 1,200 written at 1.25 + 800 read at 0.1.
    expect(summary!.billCachedAtTenth).toBe(1280);
    expect(summary!.billWithCacheWrites).toBe(1580);
  });

  it('judges a later turn against the same turn fresh plus the summary it carries', () => {
    const conversation = run('discovery', [request(500, 0)], {
      conversationId: 'long',
      laterTurns: [{ scenario: scenario('second'), requests: [request(650, 0, 100)] }],
    });
    const fresh = run('discovery', [request(400, 0)], { scenario: scenario('second') });
    const [summary] = summarizeLongConversations([conversation], [fresh]);
    expect(summary!.worstTurnVersusFresh).toEqual({ turn: 2, scenario: 'second', ratio: 1.3 });
  });

  it("misses the floor target when discovery's bill is more than 1.15x the oracle with rules'", () => {
    const discovery = run('discovery', [request(1200, 0)], { conversationId: 'long' });
    const floor = run('oracleWithRules', [request(1000, 0)], { conversationId: 'long' });
    const [versusFloor] = checkLongConversationTargets(summarizeLongConversations([discovery, floor], []));
    expect(versusFloor).toMatchObject({ met: false, measured: 'long 1.20x' });
  });
});

describe('the long conversations', () => {
  it('are editing sessions of 10 to 20 turns in several languages, with turns that refer back to the first ones', () => {
    const conversations = loadLongConversations(loadScenarios());
    expect(conversations.length).toBeGreaterThanOrEqual(3);
    for (const conversation of conversations) {
      expect(conversation.turns.length).toBeGreaterThanOrEqual(10);
      expect(new Set(conversation.turns.map((turn) => turn.type))).toEqual(new Set(['A', 'B', 'C']));
    }
    expect(new Set(conversations.flatMap((conversation) => conversation.turns.map((turn) => turn.language))).size).toBeGreaterThanOrEqual(3);
  });
});
