import { describe, expect, it } from 'vitest';
import type { GateRow } from '../../../scripts/gates/collect-gate-rows.ts';
import { fitGates, fitGateTrees, precisionThreshold, refusalThreshold } from '../../../scripts/gates/fit-gates.ts';
import { fitBoostedTrees } from '../../../scripts/ranker/fit-boosted-trees.ts';
import { boostedTreesProbability } from '../../../server/tools/tool-search/boosted-trees.ts';
import { seededRandom } from '../../../server/seeded-random.ts';

describe('refusalThreshold', () => {
  // Most probable first; label 1: the catalogue lacks what it asks for.
  const scored = (rows: Array<[number, 0 | 1]>) => rows.map(([probability, label]) => ({ probability, label }));
  const rows = scored([
    [0.95, 1],
    [0.9, 1],
    [0.8, 0],
    [0.7, 1],
    [0.6, 0],
    [0.5, 0],
    [0.4, 0],
    [0.3, 0],
  ]);

  it('opens as low as the searches with a tool it refuses stay within the bound, halfway to the next row', () => {
    // Five rows with a tool: 0 allows none, 0.2 allows one.
    expect(refusalThreshold(rows, 0)).toBeCloseTo(0.85);
    expect(refusalThreshold(rows, 0.2)).toBeCloseTo(0.65);
  });

  it('stays shut when the most probable row already passes the bound', () => {
    expect(
      refusalThreshold(
        scored([
          [0.9, 0],
          [0.2, 1],
        ]),
        0,
      ),
    ).toBe(1);
  });

  it('keeps tied rows on one side', () => {
    expect(
      refusalThreshold(
        scored([
          [0.9, 1],
          [0.8, 1],
          [0.8, 0],
          [0.1, 0],
        ]),
        0,
      ),
    ).toBeCloseTo(0.85);
  });
});

describe('precisionThreshold', () => {
  const rows = [
    { probability: 0.9, label: 1 as const },
    { probability: 0.8, label: 1 as const },
    { probability: 0.7, label: 0 as const },
    { probability: 0.6, label: 1 as const },
    { probability: 0.5, label: 0 as const },
  ];

  it('opens as low as the rows above it stay right often enough, halfway to the next row', () => {
    expect(precisionThreshold(rows, 0.75)).toBeCloseTo(0.55);
    expect(precisionThreshold(rows, 1)).toBeCloseTo(0.75);
  });

  it('stays shut when no rows are right often enough', () => {
    expect(precisionThreshold([{ probability: 0.9, label: 0 }], 0.5)).toBe(1);
  });
});

/** Trees small enough for a few dozen rows. */
const trees = { trees: 30, depth: 2, learningRate: 0.3, minLeafRows: 2, l2: 1, bins: 16 };

describe('fitGates', () => {
  const row = (set: string, relevant: string[], features: number[], preRoute?: 0 | 1): GateRow => ({
    set,
    query: { query: 'q', relevant },
    features,
    preRoute,
    nothingMatched: relevant.length > 0 ? 0 : 1,
  });
  // Three writers alike. The first feature says how sure the best match is; the second how much of the query no tool names.
  const rows = ['models', 'editors', 'others'].flatMap((set) => [
    ...Array.from({ length: 20 }, (_, index) => row(set, ['cms_listPosts'], [index / 20, index / 100], index >= 10 ? 1 : 0)),
    ...Array.from({ length: 8 }, (_, index) => row(set, [], [0.1, 0.6 + index / 20])),
  ]);
  const point = { preRoutePrecision: 0.9, maxRefusals: 0 };

  it('opens the pre-route gate where the training rows above it are right often enough', () => {
    const gates = fitGates({ rows, trees, point });
    const offered = rows.filter((one) => one.preRoute !== undefined && boostedTreesProbability(gates.preRoute, one.features) >= gates.preRoute.threshold);
    expect(offered.length).toBeGreaterThanOrEqual(20);
    expect(offered.filter((one) => one.preRoute === 1).length / offered.length).toBeGreaterThanOrEqual(0.9);
  });

  it('says nothing matched for what the catalogue lacks, and for no search with a tool when none may be refused', () => {
    const { nothingMatched } = fitGates({ rows, trees, point });
    const refused = (one: GateRow) => boostedTreesProbability(nothingMatched, one.features) >= nothingMatched.threshold;
    expect(rows.filter((one) => one.nothingMatched === 1 && refused(one)).length).toBeGreaterThanOrEqual(20);
    expect(rows.filter((one) => one.nothingMatched === 0 && refused(one))).toEqual([]);
  });

  it('fits the pre-route gate on the rows the other rules let through, the nothing-matched gate on the rows that ask for something', () => {
    const question = { ...row('models', [], [0.5, 0.5]), nothingMatched: undefined };
    const fitted = fitGateTrees({ rows: [...rows, question], trees });
    expect(fitted.preRoute.outOfFold).toHaveLength(60);
    expect(fitted.nothingMatched.outOfFold).toHaveLength(rows.length);
  });

  it('reads its thresholds from rows the trees did not see: labels no feature predicts open nothing, though the trees fit them', () => {
    const random = seededRandom('labels no feature predicts');
    const noise = ['models', 'editors', 'others'].flatMap((set) =>
      Array.from({ length: 40 }, () => row(set, ['cms_listPosts'], [random(), random()], random() < 0.5 ? 1 : 0)),
    );
    const labelled = noise.map((noisy) => ({ features: noisy.features, label: noisy.preRoute! }));
    const deep = { ...trees, trees: 60, depth: 4 };
    // Read from the trees' own training rows, the threshold would open the gate: they have learnt the noise.
    const inSample = fitBoostedTrees({ rows: labelled.map((one) => one.features), labels: labelled.map((one) => one.label), ...deep });
    const scored = labelled
      .map((one) => ({ probability: boostedTreesProbability(inSample, one.features), label: one.label }))
      .sort((a, b) => b.probability - a.probability);
    expect(precisionThreshold(scored, 0.9)).toBeLessThan(1);
    expect(fitGateTrees({ rows: noise, trees: deep }).preRoute.outOfFold).toHaveLength(noise.length);
    expect(fitGates({ rows: noise, trees: deep, point }).preRoute.threshold).toBe(1);
  });

  it('keeps both gates shut when the rows come from one writer: none can be scored out of fold', () => {
    const gates = fitGates({ rows: rows.filter((one) => one.set === 'models'), trees, point });
    expect(gates.preRoute.threshold).toBe(1);
    expect(gates.nothingMatched.threshold).toBe(1);
  });
});
