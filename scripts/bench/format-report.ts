import { BENCH_MODES, isWayfinderMode, WAYFINDER_MODES, type WayfinderMode } from './bench-modes.ts';
import { inputOf } from './count-request-tokens.ts';
import type { ScenarioRun } from './run-scenario.ts';
import { type BenchSummary, median, type TargetCheck } from './summarize-runs.ts';
import { checkLongConversationTargets, formatLongConversations, type LongConversationSummary } from './summarize-long-conversations.ts';
import { SCENARIO_TYPES } from './scenarios.ts';

/** Issue 13's targets for discovery: overhead caps by type, per-turn input against the honest floor and the AI SDK. */
export const OVERHEAD_TARGETS = { A: 400, B: 1000, C: 1500 } as const;
const FLOOR_FACTOR = 1.3;

/** The targets this run can judge for one of Wayfinder's modes (a run narrowed by --types or --modes judges fewer). */
export function checkTargets(summary: BenchSummary, mode: WayfinderMode = 'discovery'): TargetCheck[] {
  const checks: TargetCheck[] = [];
  const check = (target: string, measured: string, met: boolean) => checks.push({ target, measured, met });
  for (const type of SCENARIO_TYPES) {
    const { oracle, oracleWithRules, aiSdkToolSearch } = summary.byType[type] ?? {};
    const discovery = summary.byType[type]?.[mode];
    if (!discovery) continue;
    const limit = OVERHEAD_TARGETS[type];
    check(`Type ${type} overhead per request <= ${limit}`, `median ${discovery.perRequestOverheadMedian}`, discovery.perRequestOverheadMedian <= limit);
    if (oracleWithRules && type !== 'A') {
      const ratio = discovery.perTurnInputMedian / Math.max(1, oracleWithRules.perTurnInputMedian);
      check(
        `Type ${type} input per turn <= ${FLOOR_FACTOR}x the oracle with rules`,
        `${discovery.perTurnInputMedian} vs ${oracleWithRules.perTurnInputMedian} (${ratio.toFixed(2)}x)`,
        ratio <= FLOOR_FACTOR,
      );
    }
    if (aiSdkToolSearch) {
      check(
        `Type ${type} input per turn below the AI SDK's toolSearch`,
        `${discovery.perTurnInputMedian} vs ${aiSdkToolSearch.perTurnInputMedian}`,
        discovery.perTurnInputMedian < aiSdkToolSearch.perTurnInputMedian,
      );
      const later = summary.laterTurns[type];
      const laterOwn = later?.[mode];
      if (laterOwn && later.aiSdkToolSearch) {
        check(
          `Type ${type} later turns below the AI SDK's toolSearch`,
          `${laterOwn.perTurnInputMedian} vs ${later.aiSdkToolSearch.perTurnInputMedian}`,
          laterOwn.perTurnInputMedian < later.aiSdkToolSearch.perTurnInputMedian,
        );
      }
    }
    const later = summary.laterTurns[type]?.[mode];
    // Paired by scenario: the later turns are a few of the type's scenarios, and the medians of two different
    // sets of scenarios differ by their mix alone.
    if (later)
      check(
        `Type ${type} later turn <= ${FLOOR_FACTOR}x the same turn fresh`,
        `median ${later.versusSameScenarioFresh}x (medians of the two sets: ${later.perTurnInputMedian} vs ${discovery.perTurnInputMedian}, ${later.versusFresh}x)`,
        later.versusSameScenarioFresh <= FLOOR_FACTOR,
      );
    if (oracle && type !== 'A') {
      const allowed = oracle.stepsMedian + (type === 'C' ? 1 : 0);
      check(`Type ${type} steps <= oracle${type === 'C' ? ' + 1' : ''}`, `${discovery.stepsMedian} vs ${oracle.stepsMedian}`, discovery.stepsMedian <= allowed);
    }
  }
  return checks;
}

const percent = (fraction: number) => `${Math.round(fraction * 100)}%`;

const TARGET_HEADINGS: Record<WayfinderMode, string> = {
  discovery: 'discovery, as configured by default',
  discoveryDeferred: 'discoveryDeferred, provider-native deferred tools: WAYFINDER_PROVIDER=anthropic',
  discoveryInline: 'discoveryInline, inline tool loading for any provider: WAYFINDER_TOOL_LOADING=inline',
};

export function formatReport(summary: BenchSummary, runs: readonly ScenarioRun[], longConversations: readonly LongConversationSummary[] = []): string {
  const lines = [
    '| type | mode | steps med (max) | overhead/request med | max | system | tools | rules | search results | history/request med | input/turn med | max | cached share | cost-weighted/turn | vs classic: overhead, turn |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const type of SCENARIO_TYPES) {
    for (const mode of BENCH_MODES) {
      const row = summary.byType[type]?.[mode];
      if (!row) continue;
      const versus = mode === 'classic' ? '' : `${percent(row.reductionVsClassic.perRequestOverhead)}, ${percent(row.reductionVsClassic.perTurnInput)}`;
      const parts = row.perRequestMedian;
      lines.push(
        `| ${type} | ${mode} | ${row.stepsMedian} (${row.stepsMax}) | ${row.perRequestOverheadMedian} | ${row.perRequestOverheadMax} | ${parts.system} | ${parts.tools} | ${parts.rules} | ${parts.searchResults} | ${parts.history} | ${row.perTurnInputMedian} | ${row.perTurnInputMax} | ${percent(row.cachedShare)} | ${row.perTurnCacheWeightedMedian} | ${versus} |`,
      );
    }
  }
  const scenarios = new Set(runs.filter((run) => run.conversationId === undefined).map((run) => run.scenario.id)).size;
  lines.push(
    '',
    `${scenarios} scenarios, tokens counted with o200k_base; "vs classic" is the reduction of the medians; "cached share" is the part of the input that repeats the start of the call before it (what a provider's prompt cache serves), "cost-weighted" counts it at 10%.`,
    '',
  );
  const conversations = new Set(runs.flatMap((run) => run.conversationId ?? [])).size;
  if (conversations > 0) {
    lines.push(
      `Later turns of ${conversations} conversations (each turn a scenario of the type named, after one or two earlier turns in the same session):`,
      '',
    );
    lines.push(
      '| type | mode | later turns | input/turn med | vs fresh turns (medians) | vs the same turn fresh (median) | cost-weighted/turn |',
      '|---|---|---|---|---|---|---|',
    );
    for (const type of SCENARIO_TYPES) {
      for (const mode of BENCH_MODES) {
        const row = summary.laterTurns[type]?.[mode];
        if (row)
          lines.push(
            `| ${type} | ${mode} | ${row.turns} | ${row.perTurnInputMedian} | ${row.versusFresh}x | ${row.versusSameScenarioFresh}x | ${row.perTurnCacheWeightedMedian} |`,
          );
      }
    }
    lines.push('');
  }

  lines.push('Extra model calls per turn against classic (median / max):');
  for (const type of SCENARIO_TYPES) {
    const searchModes = ([...WAYFINDER_MODES, 'aiSdkToolSearch'] as const).flatMap((mode) => {
      const row = summary.byType[type]?.[mode];
      return row ? [`${mode} ${row.extraStepsVsClassic.median} / ${row.extraStepsVsClassic.max}`] : [];
    });
    if (summary.byType[type]?.classic && searchModes.length > 0) lines.push(`- Type ${type}: ${searchModes.join(', ')}`);
  }
  lines.push('', ...formatLongConversations(longConversations));
  for (const mode of WAYFINDER_MODES) {
    const checks = [...checkTargets(summary, mode), ...checkLongConversationTargets(longConversations, mode)];
    if (checks.length === 0) continue;
    lines.push(`Targets (${TARGET_HEADINGS[mode]}):`, ...checks.map((check) => `- ${check.met ? 'met' : 'MISSED'}: ${check.target} (${check.measured})`), '');
  }
  lines.push(...problemLines(runs));
  return lines.join('\n');
}

/** The tools only the search modes declare on every call: what a first call declares besides them was offered before the model's first step. */
const SEARCH_TOOLS: ReadonlySet<string> = new Set(['tool_search', 'call_tool']);

export type StepsOverOracle = { mode: WayfinderMode; scenario: string; steps: number; oracleSteps: number; offeredEarly: string[] };

/**
 * The fresh turns where one of Wayfinder's modes took more model calls than the oracle with rules took for the same
 * scenario, with the tools its first call declared besides the search: the Type B and C step targets are medians,
 * so which scenarios lost a step (a pre-route missed or gone wrong) is what a change to discovery needs to see. Pure.
 */
export function stepsOverOracle(runs: readonly ScenarioRun[]): StepsOverOracle[] {
  const fresh = runs.filter((run) => run.conversationId === undefined);
  const oracleSteps = new Map(fresh.filter((run) => run.mode === 'oracleWithRules').map((run) => [run.scenario.id, run.requests.length]));
  return fresh.flatMap((run) => {
    const oracle = oracleSteps.get(run.scenario.id);
    if (!isWayfinderMode(run.mode) || oracle === undefined || run.requests.length <= oracle) return [];
    const offeredEarly = (run.requests[0]?.declaredTools ?? []).filter((name) => !SEARCH_TOOLS.has(name));
    return [{ mode: run.mode, scenario: run.scenario.id, steps: run.requests.length, oracleSteps: oracle, offeredEarly }];
  });
}

function problemLines(runs: readonly ScenarioRun[]): string[] {
  const lines: string[] = [];
  const over = stepsOverOracle(runs);
  lines.push(`Fresh turns with more model calls than the oracle with rules: ${over.length === 0 ? 'none' : ''}`);
  for (const { mode, scenario, steps, oracleSteps, offeredEarly } of over) {
    lines.push(
      `- ${mode} ${scenario}: ${steps} vs ${oracleSteps} (offered before the first step: ${offeredEarly.length === 0 ? 'nothing' : offeredEarly.join(', ')})`,
    );
  }
  const violations = runs.filter((run) => run.appendOnlyViolations.length > 0);
  lines.push(`Append-only tool lists: ${violations.length === 0 ? 'held in every call of every run' : `${violations.length} runs broke it`}`);
  for (const run of violations) {
    const first = run.appendOnlyViolations[0]!;
    lines.push(`- ${run.mode} ${run.scenario.id}: call ${first.call + 1} sent [${first.declared.join(', ')}] after [${first.previous.join(', ')}]`);
  }
  const misses = runs.filter((run) => run.searchMisses.length > 0);
  lines.push(
    `Search misses (a needed tool not offered after the scripted search; the model retried with the tool's own words): ${misses.length === 0 ? 'none' : ''}`,
  );
  for (const run of misses) {
    for (const miss of run.searchMisses) {
      lines.push(
        `- ${run.mode} ${run.scenario.id}: ${miss.missing.join(', ')} ${miss.foundOnRetry ? 'found on retry' : 'NOT found on retry'} ("${miss.retryQueries.join('", "')}")`,
      );
    }
  }
  const failed = runs.filter((run) => run.toolErrors.length > 0);
  lines.push(`Tool errors: ${failed.length === 0 ? 'none' : ''}`);
  for (const run of failed) {
    for (const error of run.toolErrors) lines.push(`- ${run.mode} ${run.scenario.id}: ${error.tool}: ${error.message.slice(0, 160)}`);
  }
  return lines;
}

/** --live: what the provider billed for each turn beside what the benchmark counted offline for the same requests. */
export function formatLiveReport(runs: readonly ScenarioRun[]): string {
  const lines = ['| type | mode | turns | provider input/turn med | offline count/turn med | provider / offline |', '|---|---|---|---|---|---|'];
  for (const type of SCENARIO_TYPES) {
    for (const mode of BENCH_MODES) {
      const modeRuns = runs.filter((run) => run.scenario.type === type && run.mode === mode);
      if (modeRuns.length === 0) continue;
      const provider = median(modeRuns.map((run) => run.providerUsage?.inputTokens ?? 0));
      const offline = median(modeRuns.map((run) => run.requests.reduce((sum, request) => sum + inputOf(request), 0)));
      lines.push(`| ${type} | ${mode} | ${modeRuns.length} | ${provider} | ${offline} | ${offline === 0 ? '-' : (provider / offline).toFixed(2)} |`);
    }
  }
  return lines.join('\n');
}
