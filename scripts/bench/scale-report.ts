/** One set-up's run: which database, how many processes, and each turn's latency. */
export type ScaleRun = { setup: string; instances: number; turnLatenciesMs: number[]; wallMs: number; failures: number };

export type ScaleRow = { setup: string; instances: number; turns: number; failures: number; turnsPerSecond: number; p50Ms: number; p95Ms: number };

/** The value below which `fraction` of the sorted values lie (nearest rank). */
export function percentile(values: readonly number[], fraction: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))]!;
}

export function summarizeScaleRun(run: ScaleRun): ScaleRow {
  return {
    setup: run.setup,
    instances: run.instances,
    turns: run.turnLatenciesMs.length,
    failures: run.failures,
    turnsPerSecond: run.turnLatenciesMs.length / (run.wallMs / 1000),
    p50Ms: percentile(run.turnLatenciesMs, 0.5),
    p95Ms: percentile(run.turnLatenciesMs, 0.95),
  };
}

/** A markdown table; throughput is also given as a ratio to the first row (the baseline of the same run). */
export function formatScaleTable(rows: readonly ScaleRow[]): string {
  const baseline = rows[0]?.turnsPerSecond ?? Number.NaN;
  const lines = [
    '| set-up | processes | turns | failed | turns/s | × first row | p50 turn (ms) | p95 turn (ms) |',
    '|---|---|---|---|---|---|---|---|',
    ...rows.map(
      (row) =>
        `| ${row.setup} | ${row.instances} | ${row.turns} | ${row.failures} | ${row.turnsPerSecond.toFixed(1)} | ${(row.turnsPerSecond / baseline).toFixed(2)} | ${Math.round(row.p50Ms)} | ${Math.round(row.p95Ms)} |`,
    ),
  ];
  return lines.join('\n');
}
