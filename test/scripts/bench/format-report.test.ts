import { describe, expect, it } from 'vitest';
import { stepsOverOracle } from '../../../scripts/bench/format-report.ts';
import type { ScenarioRun } from '../../../scripts/bench/run-scenario.ts';
import { benchScenario, requestTokens, scenarioRun } from './scenario-run-fixtures.ts';

const run = (id: string, mode: ScenarioRun['mode'], calls: string[][], extra: Partial<ScenarioRun> = {}) =>
  scenarioRun({ scenario: benchScenario(id), mode, requests: calls.map((declaredTools) => requestTokens({ system: 100, declaredTools })), ...extra });

describe('stepsOverOracle', () => {
  it("names the fresh turns that took a step more than the oracle's, with what was offered before the first step", () => {
    const runs = [
      run('sunrise', 'oracleWithRules', [['cms_findImage'], ['cms_findImage']]),
      run('sunrise', 'discovery', [['tool_search'], ['tool_search', 'cms_findImage'], ['tool_search', 'cms_findImage']]),
      run('drafts', 'oracleWithRules', [['cms_listPosts'], ['cms_listPosts']]),
      run('drafts', 'discovery', [
        ['tool_search', 'cms_listPosts'],
        ['tool_search', 'cms_listPosts'],
      ]),
      run('menu', 'oracleWithRules', [['cms_getNavigation'], ['cms_getNavigation']]),
      run('menu', 'discoveryInline', [
        ['tool_search', 'call_tool', 'cms_listPages'],
        ['tool_search', 'call_tool'],
        ['tool_search', 'call_tool'],
      ]),
      // A conversation's first turn repeats a scenario; only fresh turns are compared.
      run('drafts', 'discovery', [['tool_search'], ['tool_search'], ['tool_search']], { conversationId: 'two-turns' }),
      run('drafts', 'classic', [['a'], ['b'], ['c']]),
    ];
    expect(stepsOverOracle(runs)).toEqual([
      { mode: 'discovery', scenario: 'sunrise', steps: 3, oracleSteps: 2, offeredEarly: [] },
      { mode: 'discoveryInline', scenario: 'menu', steps: 3, oracleSteps: 2, offeredEarly: ['cms_listPages'] },
    ]);
  });
});
