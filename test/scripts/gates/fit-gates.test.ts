import { describe, expect, it } from 'vitest';
import type { GateRow } from '../../../scripts/gates/collect-gate-rows.ts';
import { fitGates, precisionThreshold, refusedAt } from '../../../scripts/gates/fit-gates.ts';
import { logisticProbability } from '../../../server/tools/tool-search/logistic-model.ts';

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
    expect(fitGates({ rows, l2: 1, point: { preRoutePrecision: 0.9, maxRefusals: 0 } }).unknownShareFloor).toBe(0.75);
    expect(fitGates({ rows, l2: 1, point: { preRoutePrecision: 0.9, maxRefusals: 0.05 } }).unknownShareFloor).toBe(0.3);
  });

  it('lets no set whose hand-set refusals alone pass the bound hold the floor up', () => {
    const refusedByRule = Array.from({ length: 5 }, () => ({ ...row('editors', ['cms_getPage'], undefined, [0]), refusedByRule: true }));
    expect(fitGates({ rows: [...rows, ...refusedByRule], l2: 1, point: { preRoutePrecision: 0.9, maxRefusals: 0.05 } }).unknownShareFloor).toBe(0.3);
  });

  it('refuses a row the hand-set rule refuses, whatever its unknown words', () => {
    expect(refusedAt({ ...rows[1]!, refusedByRule: true }, 1)).toBe(true);
    expect(refusedAt(rows[1]!, 0.3)).toBe(false);
  });

  it('opens the pre-route gate where the training rows above it are right often enough', () => {
    const { preRoute } = fitGates({ rows, l2: 0.1, point: { preRoutePrecision: 0.9, maxRefusals: 0 } });
    const offered = rows.filter((row) => row.preRoute !== undefined && logisticProbability(preRoute, row.features) >= preRoute.threshold);
    expect(offered.length).toBeGreaterThanOrEqual(20);
    expect(offered.filter((row) => row.preRoute === 1).length / offered.length).toBeGreaterThanOrEqual(0.9);
  });
});
