import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../../server/seeded-random.ts';
import type { GateRow } from '../../../scripts/gates/collect-gate-rows.ts';
import { bootstrapGates } from '../../../scripts/gates/bootstrap-gates.ts';
import { fitGates } from '../../../scripts/gates/fit-gates.ts';

// One feature: the best match's confidence. Confident rows are mostly right, unsure ones mostly wrong.
const row = (confidence: number, right: 0 | 1): GateRow => ({
  set: 'toy',
  query: { query: `q${confidence}`, relevant: ['tool'] },
  features: [confidence],
  preRoute: right,
  nothingMatched: 0,
});
const oneWriter = [
  ...[0.95, 0.9, 0.88, 0.85, 0.8, 0.78, 0.75, 0.7].map((confidence) => row(confidence, 1)),
  ...[0.72, 0.6, 0.55, 0.5, 0.45, 0.4, 0.3, 0.2].map((confidence) => row(confidence, 0)),
  ...[0.65, 0.62].map((confidence) => row(confidence, 1)),
];
// Three writers alike, so that the threshold can be read from rows each fit did not see.
const rows = ['first', 'second', 'third'].flatMap((set) => oneWriter.map((one) => ({ ...one, set })));
const trees = { trees: 10, depth: 1, learningRate: 0.5, minLeafRows: 1, l2: 1, bins: 16 };
const refit = (sample: readonly GateRow[]) => fitGates({ rows: sample, trees, point: { preRoutePrecision: 0.85, maxRefusals: 0.02 } });

describe('bootstrapGates', () => {
  it('refits on each resample and counts the probes its threshold lets through', () => {
    const run = () =>
      bootstrapGates({
        rows,
        probes: [0.99, 0.66, 0.1].map((confidence) => ({ features: [confidence] })),
        samples: 20,
        refit,
        random: seededRandom('test'),
      });
    const resamples = run();
    expect(resamples).toHaveLength(20);
    // The sure probe is offered by every fit and the hopeless one by none: only the one near the threshold varies.
    for (const { probesOffered } of resamples) expect([1, 2]).toContain(probesOffered);
    expect(new Set(resamples.map(({ threshold }) => threshold)).size).toBeGreaterThan(1);
    // Seeded: the same stream draws the same resamples.
    expect(run()).toEqual(resamples);
  });
});
