import { BENCH_MODES } from './bench-modes.ts';
import { inputOf } from './count-request-tokens.ts';
import type { ScenarioRun } from './run-scenario.ts';
import { type BenchSummary, median } from './summarize-runs.ts';
import { SCENARIO_TYPES } from './scenarios.ts';

/** The design's targets for discovery (issue 5): per-request overhead caps by type, and per-turn totals below classic. */
export const OVERHEAD_TARGETS = { A: 500, C: 1800 } as const;

export type TargetCheck = { target: string; measured: string; met: boolean };

/** The targets this run can judge (a run narrowed by --types or --modes judges fewer). */
export function checkTargets(summary: BenchSummary): TargetCheck[] {
  const checks: TargetCheck[] = [];
  for (const [type, limit] of Object.entries(OVERHEAD_TARGETS)) {
    const discovery = summary.byType[type as keyof typeof OVERHEAD_TARGETS]?.discovery;
    if (!discovery) continue;
    checks.push({
      target: `Type ${type} per-request overhead <= ${limit}`,
      measured: `median ${discovery.perRequestOverheadMedian}, max ${discovery.perRequestOverheadMax}`,
      met: discovery.perRequestOverheadMedian <= limit,
    });
  }
  for (const type of SCENARIO_TYPES) {
    const { discovery, classic } = summary.byType[type] ?? {};
    if (!discovery || !classic) continue;
    checks.push({
      target: `Type ${type} per-turn input below classic`,
      measured: `${discovery.perTurnInputMedian} vs ${classic.perTurnInputMedian}`,
      met: discovery.perTurnInputMedian < classic.perTurnInputMedian,
    });
  }
  return checks;
}

const percent = (fraction: number) => `${Math.round(fraction * 100)}%`;

export function formatReport(summary: BenchSummary, runs: readonly ScenarioRun[]): string {
  const lines = [
    '| type | mode | steps med (max) | overhead/request med | max | system | tools | rules | history/request med | input/turn med | max | vs classic: overhead, turn |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const type of SCENARIO_TYPES) {
    for (const mode of BENCH_MODES) {
      const row = summary.byType[type]?.[mode];
      if (!row) continue;
      const versus = mode === 'classic' ? '' : `${percent(row.reductionVsClassic.perRequestOverhead)}, ${percent(row.reductionVsClassic.perTurnInput)}`;
      lines.push(
        `| ${type} | ${mode} | ${row.stepsMedian} (${row.stepsMax}) | ${row.perRequestOverheadMedian} | ${row.perRequestOverheadMax} | ${row.perRequestMedian.system} | ${row.perRequestMedian.tools} | ${row.perRequestMedian.rules} | ${row.perRequestMedian.history} | ${row.perTurnInputMedian} | ${row.perTurnInputMax} | ${versus} |`,
      );
    }
  }
  const scenarios = new Set(runs.map((run) => run.scenario.id)).size;
  lines.push('', `${scenarios} scenarios, tokens counted with o200k_base; "vs classic" is the reduction of the medians.`, '');

  lines.push('Extra model calls per turn against classic (median / max):');
  for (const type of SCENARIO_TYPES) {
    const searchModes = (['discovery', 'aiSdkToolSearch'] as const).flatMap((mode) => {
      const row = summary.byType[type]?.[mode];
      return row ? [`${mode} ${row.extraStepsVsClassic.median} / ${row.extraStepsVsClassic.max}`] : [];
    });
    if (summary.byType[type]?.classic && searchModes.length > 0) lines.push(`- Type ${type}: ${searchModes.join(', ')}`);
  }
  lines.push('', 'Targets (discovery):', ...checkTargets(summary).map((check) => `- ${check.met ? 'met' : 'MISSED'}: ${check.target} (${check.measured})`));
  lines.push('', ...problemLines(runs));
  return lines.join('\n');
}

function problemLines(runs: readonly ScenarioRun[]): string[] {
  const lines: string[] = [];
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
