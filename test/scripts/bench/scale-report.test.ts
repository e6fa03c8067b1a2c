import { describe, expect, it } from 'vitest';
import { formatScaleTable, percentile, summarizeScaleRun } from '../../../scripts/bench/scale-report.ts';

describe('scale report', () => {
  it('takes nearest-rank percentiles of unsorted latencies', () => {
    const latencies = [50, 10, 40, 20, 30, 100, 90, 80, 70, 60];
    expect(percentile(latencies, 0.5)).toBe(50);
    expect(percentile(latencies, 0.95)).toBe(100);
    expect(percentile([7], 0.95)).toBe(7);
    expect(percentile([], 0.5)).toBeNaN();
  });

  it('turns a run into throughput over wall time and quotes every row against the first', () => {
    const sqlite = summarizeScaleRun({ setup: 'SQLite', instances: 1, turnLatenciesMs: [100, 200, 300, 400], wallMs: 2_000, failures: 0 });
    const postgres = summarizeScaleRun({ setup: 'PostgreSQL', instances: 2, turnLatenciesMs: [100, 100, 100, 100], wallMs: 1_000, failures: 1 });
    expect(sqlite).toMatchObject({ turns: 4, turnsPerSecond: 2, p50Ms: 200, p95Ms: 400 });
    const table = formatScaleTable([sqlite, postgres]).split('\n');
    expect(table[2]).toBe('| SQLite | 1 | 4 | 0 | 2.0 | 1.00 | 200 | 400 |');
    expect(table[3]).toBe('| PostgreSQL | 2 | 4 | 1 | 4.0 | 2.00 | 100 | 100 |');
  });
});
