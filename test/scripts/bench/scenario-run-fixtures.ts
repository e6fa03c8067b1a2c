import type { RequestTokens } from '../../../scripts/bench/count-request-tokens.ts';
import type { ScenarioRun } from '../../../scripts/bench/run-scenario.ts';

/** One model call's token counts: zero everywhere except what the test sets. */
export const requestTokens = (counts: Partial<RequestTokens> = {}): RequestTokens => ({
  system: 0,
  tools: 0,
  rules: 0,
  searchResults: 0,
  history: 0,
  cachedPrefix: 0,
  summary: 0,
  declaredTools: [],
  ...counts,
});

/** A scenario as a run names it. */
export const benchScenario = (id: string, type: ScenarioRun['scenario']['type'] = 'B'): ScenarioRun['scenario'] => ({ id, type, language: 'en' });

/** A fresh discovery run of scenario "first" in which nothing went wrong, except what the test sets. */
export const scenarioRun = (run: Partial<ScenarioRun> = {}): ScenarioRun => ({
  scenario: benchScenario('first'),
  mode: 'discovery',
  requests: [],
  appendOnlyViolations: [],
  searchMisses: [],
  toolErrors: [],
  laterTurns: [],
  ...run,
});
