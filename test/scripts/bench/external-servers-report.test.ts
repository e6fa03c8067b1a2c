import { describe, expect, it } from 'vitest';
import { checkExternalServersTargets, compareWithExternalServers, formatExternalServersReport } from '../../../scripts/bench/external-servers-report.ts';
import type { BenchSummary, ModeSummary } from '../../../scripts/bench/summarize-runs.ts';

const mode = (perTurnInputMedian: number, tools: number, toolErrors = 0) =>
  ({ perTurnInputMedian, perRequestMedian: { system: 0, tools, rules: 0, searchResults: 0, history: 0 }, toolErrors }) as unknown as ModeSummary;
const summary = (byType: BenchSummary['byType']): BenchSummary => ({ byType, laterTurns: {} });

describe('the token benchmark with external servers', () => {
  const without = summary({ A: { classic: mode(1000, 800), discovery: mode(400, 80) }, B: { classic: mode(2000, 800), discovery: mode(2000, 300) } });
  const withServers = summary({ A: { classic: mode(1300, 1100), discovery: mode(430, 80) }, B: { classic: mode(2600, 1100), discovery: mode(2300, 300) } });

  it("compares each type and mode's input per turn, without and with the servers", () => {
    expect(compareWithExternalServers(without, withServers)).toEqual([
      { type: 'A', mode: 'classic', without: 1000, with: 1300, rise: 0.3, toolsWithout: 800, toolsWith: 1100, toolErrorsWith: 0 },
      { type: 'A', mode: 'discovery', without: 400, with: 430, rise: 0.075, toolsWithout: 80, toolsWith: 80, toolErrorsWith: 0 },
      { type: 'B', mode: 'classic', without: 2000, with: 2600, rise: 0.3, toolsWithout: 800, toolsWith: 1100, toolErrorsWith: 0 },
      { type: 'B', mode: 'discovery', without: 2000, with: 2300, rise: 0.15, toolsWithout: 300, toolsWith: 300, toolErrorsWith: 0 },
    ]);
  });

  it('misses the discovery target when any type rises by 10% or more, and checks classic declares every external schema', () => {
    const rows = compareWithExternalServers(without, withServers);
    const [discovery, classic] = checkExternalServersTargets(rows, { externalSchemaTokens: 300 });
    expect(discovery).toMatchObject({ met: false, measured: 'at most 15.0% (A 7.5%, B 15.0%)' });
    expect(classic).toMatchObject({ met: true, measured: 'A +300 per call, B +300 per call' });
    expect(checkExternalServersTargets(rows, { externalSchemaTokens: 301 })[1]!.met).toBe(false);
    expect(formatExternalServersReport(rows, [discovery!, classic!], 'three servers')).toContain('| B | discovery | 2000 | 2300 | +15.0% | 300 | 300 | 0 |');
  });
});
