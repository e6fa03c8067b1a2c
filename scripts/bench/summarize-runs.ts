import { BENCH_MODES, type BenchMode } from './bench-modes.ts';
import { cacheWeightedInputOf, inputOf, overheadOf, type RequestTokens } from './count-request-tokens.ts';
import type { ScenarioRun } from './run-scenario.ts';
import { SCENARIO_TYPES, type ScenarioType } from './scenarios.ts';

export type ModeSummary = {
  scenarios: number;
  /** System prompt + tool declarations + tool_search rules, per model call. */
  perRequestOverheadMedian: number;
  perRequestOverheadMax: number;
  /** Medians of each part per model call (medians of parts do not add up to the median of the sum). */
  perRequestMedian: { system: number; tools: number; rules: number; searchResults: number; history: number };
  /** Share of a turn's input that repeats the start of the call before it (what a prompt cache serves). */
  cachedShare: number;
  /** Input per turn with the cached prefix at a tenth of the price. */
  perTurnCacheWeightedMedian: number;
  /** Every input token of every call of the turn, summed. */
  perTurnInputMedian: number;
  perTurnInputMax: number;
  /** Model calls per turn. */
  stepsMedian: number;
  stepsMax: number;
  /** Model calls this mode adds to the same scenario's classic turn. */
  extraStepsVsClassic: { median: number; max: number };
  /** 1 - this mode / classic, on the medians; 0.97 means 97% fewer tokens. */
  reductionVsClassic: { perRequestOverhead: number; perTurnInput: number };
  /** Script steps whose tools the first search did not offer, and how many of those a retry found. */
  searchMisses: { steps: number; foundOnRetry: number };
  appendOnlyViolations: number;
  toolErrors: number;
};

/** The later turns of conversations, by their type, beside fresh turns of the same type in the same mode. */
export type LaterTurnSummary = {
  turns: number;
  perTurnInputMedian: number;
  perTurnCacheWeightedMedian: number;
  /** Later turns' median over fresh turns' median of the type: the two sets are different scenarios. */
  versusFresh: number;
  /** Median over later turns of each one's input against the same scenario run as a fresh turn: what being later costs. */
  versusSameScenarioFresh: number;
};

/** Types and modes that were run (all of them unless --types or --modes narrowed the run). */
export type BenchSummary = {
  byType: Partial<Record<ScenarioType, Partial<Record<BenchMode, ModeSummary>>>>;
  laterTurns: Partial<Record<ScenarioType, Partial<Record<BenchMode, LaterTurnSummary>>>>;
};

/** One target of the benchmark's "Targets" list, as measured by a run. */
export type TargetCheck = { target: string; measured: string; met: boolean };

export function median(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : Math.round((sorted[middle - 1]! + sorted[middle]!) / 2);
}

const max = (values: readonly number[]) => (values.length === 0 ? 0 : Math.max(...values));
const sumOf = (requests: readonly RequestTokens[], of: (request: RequestTokens) => number) => requests.reduce((sum, request) => sum + of(request), 0);
const turnInput = (run: ScenarioRun) => sumOf(run.requests, inputOf);
const reduction = (value: number, classic: number) => (classic === 0 ? 0 : Math.round((1 - value / classic) * 1000) / 1000);

export function summarizeRuns(allRuns: readonly ScenarioRun[]): BenchSummary {
  const runs = allRuns.filter((run) => run.conversationId === undefined);
  const byType: BenchSummary['byType'] = {};
  const modes = BENCH_MODES.filter((mode) => runs.some((run) => run.mode === mode));
  for (const type of SCENARIO_TYPES.filter((type) => runs.some((run) => run.scenario.type === type))) {
    const classicRuns = new Map(runs.filter((run) => run.scenario.type === type && run.mode === 'classic').map((run) => [run.scenario.id, run]));
    const summaries: Partial<Record<BenchMode, ModeSummary>> = {};
    for (const mode of modes) {
      const modeRuns = runs.filter((run) => run.scenario.type === type && run.mode === mode);
      const requests = modeRuns.flatMap((run) => run.requests);
      const extraSteps = modeRuns.map((run) => run.requests.length - (classicRuns.get(run.scenario.id)?.requests.length ?? run.requests.length));
      const misses = modeRuns.flatMap((run) => run.searchMisses);
      summaries[mode] = {
        scenarios: modeRuns.length,
        perRequestOverheadMedian: median(requests.map(overheadOf)),
        perRequestOverheadMax: max(requests.map(overheadOf)),
        perRequestMedian: {
          system: median(requests.map((request) => request.system)),
          tools: median(requests.map((request) => request.tools)),
          rules: median(requests.map((request) => request.rules)),
          searchResults: median(requests.map((request) => request.searchResults)),
          history: median(requests.map((request) => request.history)),
        },
        cachedShare: Math.round((sumOf(requests, (request) => request.cachedPrefix) / Math.max(1, sumOf(requests, inputOf))) * 1000) / 1000,
        perTurnCacheWeightedMedian: median(modeRuns.map((run) => Math.round(sumOf(run.requests, cacheWeightedInputOf)))),
        perTurnInputMedian: median(modeRuns.map(turnInput)),
        perTurnInputMax: max(modeRuns.map(turnInput)),
        stepsMedian: median(modeRuns.map((run) => run.requests.length)),
        stepsMax: max(modeRuns.map((run) => run.requests.length)),
        extraStepsVsClassic: { median: median(extraSteps), max: max(extraSteps) },
        reductionVsClassic: { perRequestOverhead: 0, perTurnInput: 0 },
        searchMisses: { steps: misses.length, foundOnRetry: misses.filter((miss) => miss.foundOnRetry).length },
        appendOnlyViolations: modeRuns.reduce((sum, run) => sum + run.appendOnlyViolations.length, 0),
        toolErrors: modeRuns.reduce((sum, run) => sum + run.toolErrors.length, 0),
      };
    }
    const classic = summaries.classic;
    for (const summary of Object.values(summaries)) {
      if (!classic) continue;
      summary.reductionVsClassic = {
        perRequestOverhead: reduction(summary.perRequestOverheadMedian, classic.perRequestOverheadMedian),
        perTurnInput: reduction(summary.perTurnInputMedian, classic.perTurnInputMedian),
      };
    }
    byType[type] = summaries;
  }
  return { byType, laterTurns: summarizeLaterTurns(allRuns, byType) };
}

function summarizeLaterTurns(runs: readonly ScenarioRun[], byType: BenchSummary['byType']): BenchSummary['laterTurns'] {
  const laterTurns: BenchSummary['laterTurns'] = {};
  const turns = runs.flatMap((run) => run.laterTurns.map((turn) => ({ ...turn, mode: run.mode })));
  const freshInput = new Map(
    runs.filter((run) => run.conversationId === undefined).map((run) => [`${run.mode} ${run.scenario.id}`, sumOf(run.requests, inputOf)]),
  );
  for (const type of SCENARIO_TYPES) {
    for (const mode of BENCH_MODES) {
      const matching = turns.filter((turn) => turn.scenario.type === type && turn.mode === mode);
      if (matching.length === 0) continue;
      const perTurnInputMedian = median(matching.map((turn) => sumOf(turn.requests, inputOf)));
      const fresh = byType[type]?.[mode]?.perTurnInputMedian ?? 0;
      const byMode = laterTurns[type] ?? {};
      laterTurns[type] = byMode;
      byMode[mode] = {
        turns: matching.length,
        perTurnInputMedian,
        perTurnCacheWeightedMedian: median(matching.map((turn) => Math.round(sumOf(turn.requests, cacheWeightedInputOf)))),
        versusFresh: fresh === 0 ? 0 : Math.round((perTurnInputMedian / fresh) * 100) / 100,
        // In hundredths: median() rounds the mean of two middle values to a whole number.
        versusSameScenarioFresh:
          median(
            matching.flatMap((turn) => {
              const same = freshInput.get(`${mode} ${turn.scenario.id}`);
              return same ? [Math.round((sumOf(turn.requests, inputOf) / same) * 100)] : [];
            }),
          ) / 100,
      };
    }
  }
  return laterTurns;
}
