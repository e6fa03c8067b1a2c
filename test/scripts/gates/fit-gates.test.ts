import { describe, expect, it } from 'vitest';
import type { GateRow } from '../../../scripts/gates/collect-gate-rows.ts';
import { fitGates, fitPreRoute, precisionThreshold, refusedAt } from '../../../scripts/gates/fit-gates.ts';
import { fitBoostedTrees } from '../../../scripts/ranker/fit-boosted-trees.ts';
import { boostedTreesProbability } from '../../../server/tools/tool-search/boosted-trees.ts';
import { seededRandom } from '../../../server/seeded-random.ts';

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
  const row = (set: string, relevant: string[], unknownShare: number | undefined, features: number[], preRoute?: 0 | 1): GateRow => ({
    set,
    query: { query: 'q', relevant },
    features,
    preRoute,
    nothingMatched: relevant.length > 0 ? 0 : 1,
    refusedByRule: false,
    unknownShareIfShort: unknownShare,
  });
  // Two sets: in "models" a search with a tool has unknown words weighing 0.5, in "editors" one weighing 0.7.
  const rows = [
    ...Array.from({ length: 20 }, (_, index) => row('models', ['cms_listPosts'], index === 0 ? 0.5 : 0, [index / 20], index >= 10 ? 1 : 0)),
    ...Array.from({ length: 20 }, (_, index) => row('editors', ['cms_getPage'], index === 0 ? 0.7 : 0.1, [index / 20], index >= 10 ? 1 : 0)),
    row('models', [], 0.8, [0]),
    row('models', [], 0.6, [0]),
  ];

  it('takes the lowest unknown-word floor that refuses few enough searches with a tool in every set', () => {
    expect(fitGates({ rows, trees, point: { preRoutePrecision: 0.9, maxRefusals: 0 } }).unknownShareFloor).toBe(0.75);
    expect(fitGates({ rows, trees, point: { preRoutePrecision: 0.9, maxRefusals: 0.05 } }).unknownShareFloor).toBe(0.3);
  });

  it('lets no set whose hand-set refusals alone pass the bound hold the floor up', () => {
    const refusedByRule = Array.from({ length: 5 }, () => ({ ...row('editors', ['cms_getPage'], undefined, [0]), refusedByRule: true }));
    expect(fitGates({ rows: [...rows, ...refusedByRule], trees, point: { preRoutePrecision: 0.9, maxRefusals: 0.05 } }).unknownShareFloor).toBe(0.3);
  });

  it('refuses a row the hand-set rule refuses, whatever its unknown words', () => {
    expect(refusedAt({ ...rows[1]!, refusedByRule: true }, 1)).toBe(true);
    expect(refusedAt(rows[1]!, 0.3)).toBe(false);
  });

  it('opens the pre-route gate where the training rows above it are right often enough', () => {
    const { preRoute } = fitGates({ rows, trees, point: { preRoutePrecision: 0.9, maxRefusals: 0 } });
    const offered = rows.filter((row) => row.preRoute !== undefined && boostedTreesProbability(preRoute, row.features) >= preRoute.threshold);
    expect(offered.length).toBeGreaterThanOrEqual(16);
    expect(offered.filter((row) => row.preRoute === 1).length / offered.length).toBeGreaterThanOrEqual(0.9);
  });

  it('reads its threshold from rows the trees did not see: labels no feature predicts open nothing, though the trees fit them', () => {
    const random = seededRandom('labels no feature predicts');
    const noise = ['models', 'editors', 'others'].flatMap((set) =>
      Array.from({ length: 40 }, () => row(set, ['cms_listPosts'], 0, [random(), random()], random() < 0.5 ? 1 : 0)),
    );
    const labelled = noise.map((noisy) => ({ features: noisy.features, label: noisy.preRoute! }));
    const deep = { ...trees, trees: 60, depth: 4 };
    // Read from the trees' own training rows, the threshold would open the gate: they have learnt the noise.
    const inSample = fitBoostedTrees({ rows: labelled.map((one) => one.features), labels: labelled.map((one) => one.label), ...deep });
    const scored = labelled
      .map((one) => ({ probability: boostedTreesProbability(inSample, one.features), label: one.label }))
      .sort((a, b) => b.probability - a.probability);
    expect(precisionThreshold(scored, 0.9)).toBeLessThan(1);
    expect(fitPreRoute({ rows: noise, trees: deep }).outOfFold).toHaveLength(noise.length);
    expect(fitGates({ rows: noise, trees: deep, point: { preRoutePrecision: 0.9, maxRefusals: 0 } }).preRoute.threshold).toBe(1);
  });
});
