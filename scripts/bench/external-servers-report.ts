import { BENCH_MODES, type BenchMode } from './bench-modes.ts';
import type { BenchSummary, TargetCheck } from './summarize-runs.ts';
import { SCENARIO_TYPES, type ScenarioType } from './scenarios.ts';

/** Discovery's input per turn may rise by less than this with the external servers connected (issue 29). */
export const DISCOVERY_RISE_LIMIT = 0.1;

export type ExternalServersRow = {
  type: ScenarioType;
  mode: BenchMode;
  /** Median input tokens per turn without, and with, the external servers connected. */
  without: number;
  with: number;
  /** with / without - 1. */
  rise: number;
  /** Median tokens of tool declarations per model call, without and with. */
  toolsWithout: number;
  toolsWith: number;
  /** Tool calls that failed with the servers connected (a CMS tool the search no longer offered, say). */
  toolErrorsWith: number;
};

/** The same fresh scenarios in the same modes, without and with the external servers: how much each mode's input rises. */
export function compareWithExternalServers(without: BenchSummary, withServers: BenchSummary): ExternalServersRow[] {
  return SCENARIO_TYPES.flatMap((type) =>
    BENCH_MODES.flatMap((mode) => {
      const before = without.byType[type]?.[mode];
      const after = withServers.byType[type]?.[mode];
      if (!before || !after) return [];
      return [
        {
          type,
          mode,
          without: before.perTurnInputMedian,
          with: after.perTurnInputMedian,
          rise: before.perTurnInputMedian === 0 ? 0 : Math.round((after.perTurnInputMedian / before.perTurnInputMedian - 1) * 1000) / 1000,
          toolsWithout: before.perRequestMedian.tools,
          toolsWith: after.perRequestMedian.tools,
          toolErrorsWith: after.toolErrors,
        },
      ];
    }),
  );
}

/** Discovery rises by less than DISCOVERY_RISE_LIMIT in every type; classic by at least the external servers' declarations. */
export function checkExternalServersTargets(rows: readonly ExternalServersRow[], { externalSchemaTokens }: { externalSchemaTokens: number }): TargetCheck[] {
  const discovery = rows.filter((row) => row.mode === 'discovery');
  const classic = rows.filter((row) => row.mode === 'classic');
  const worst = Math.max(0, ...discovery.map((row) => row.rise));
  return [
    {
      target: `discovery's input per turn rises by less than ${DISCOVERY_RISE_LIMIT * 100}% with the external servers`,
      measured: `at most ${(worst * 100).toFixed(1)}% (${discovery.map((row) => `${row.type} ${(row.rise * 100).toFixed(1)}%`).join(', ')})`,
      met: discovery.length > 0 && worst < DISCOVERY_RISE_LIMIT,
    },
    {
      target: `classic declares every external schema on every call (${externalSchemaTokens} tokens more per call)`,
      measured: classic.map((row) => `${row.type} +${row.toolsWith - row.toolsWithout} per call`).join(', '),
      met: classic.length > 0 && classic.every((row) => row.toolsWith - row.toolsWithout >= externalSchemaTokens),
    },
  ];
}

export function formatExternalServersReport(rows: readonly ExternalServersRow[], targets: readonly TargetCheck[], servers: string): string {
  const percent = (value: number) => `${value >= 0 ? '+' : ''}${(value * 100).toFixed(1)}%`;
  return [
    `The CMS scenarios without and with ${servers} connected (median input tokens per turn; tools: median declaration tokens per model call):`,
    '',
    '| type | mode | input/turn without | with | rise | tools/call without | with | tool errors with |',
    '|---|---|---:|---:|---:|---:|---:|---:|',
    ...rows.map(
      (row) =>
        `| ${row.type} | ${row.mode} | ${row.without} | ${row.with} | ${percent(row.rise)} | ${row.toolsWithout} | ${row.toolsWith} | ${row.toolErrorsWith} |`,
    ),
    '',
    ...targets.map((target) => `- ${target.met ? 'met' : 'NOT met'}: ${target.target}: ${target.measured}`),
  ].join('\n');
}
