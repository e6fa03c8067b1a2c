import { describe, expect, it } from 'vitest';
import { fitLogisticRegression, solveSymmetric } from '../../../scripts/ranker/fit-logistic-regression.ts';

const probability = (model: ReturnType<typeof fitLogisticRegression>, row: number[]) =>
  1 / (1 + Math.exp(-row.reduce((sum, value, index) => sum + model.weights[index]! * ((value - model.mean[index]!) / model.scale[index]!), model.bias)));

describe('fitLogisticRegression', () => {
  // Relevant exactly when the first feature is high; the second is noise, the third constant.
  const rows = Array.from({ length: 40 }, (_, index) => [index / 40, (index * 7) % 5, 1]);
  const labels = rows.map(([first]) => (first! > 0.5 ? 1 : 0) as 0 | 1);

  it('learns which feature separates the relevant rows', () => {
    const model = fitLogisticRegression({ rows, labels, l2: 0.1 });
    expect(probability(model, [0.9, 2, 1])).toBeGreaterThan(0.9);
    expect(probability(model, [0.1, 2, 1])).toBeLessThan(0.1);
    expect(Math.abs(model.weights[0]!)).toBeGreaterThan(Math.abs(model.weights[1]!));
  });

  it('leaves a constant feature without weight instead of dividing by zero', () => {
    const model = fitLogisticRegression({ rows, labels, l2: 0.1 });
    expect(model.scale[2]).toBe(1);
    expect(model.weights[2]).toBe(0);
  });

  it('gives the same weights on every run', () => {
    expect(fitLogisticRegression({ rows, labels, l2: 1 })).toEqual(fitLogisticRegression({ rows, labels, l2: 1 }));
  });

  it('follows the rows that weigh more when two groups of rows disagree', () => {
    // One group says a high first feature is relevant, the other says the opposite; the heavier group wins.
    const flipped = labels.map((label) => (1 - label) as 0 | 1);
    const both = { rows: [...rows, ...rows], labels: [...labels, ...flipped], l2: 0.1 };
    const first = fitLogisticRegression({ ...both, rowWeights: [...rows.map(() => 3), ...rows.map(() => 1)] });
    const second = fitLogisticRegression({ ...both, rowWeights: [...rows.map(() => 1), ...rows.map(() => 3)] });
    expect(probability(first, [0.9, 2, 1])).toBeGreaterThan(0.5);
    expect(probability(second, [0.9, 2, 1])).toBeLessThan(0.5);
  });

  it('shrinks the weights as the penalty grows', () => {
    const loose = fitLogisticRegression({ rows, labels, l2: 0.1 });
    const tight = fitLogisticRegression({ rows, labels, l2: 100 });
    expect(Math.abs(tight.weights[0]!)).toBeLessThan(Math.abs(loose.weights[0]!));
  });
});

describe('solveSymmetric', () => {
  it('solves a positive definite system', () => {
    const solution = solveSymmetric(
      [
        [4, 1],
        [1, 3],
      ],
      [1, 2],
    );
    expect(solution[0]).toBeCloseTo(1 / 11);
    expect(solution[1]).toBeCloseTo(7 / 11);
  });
});
