import { describe, expect, it } from 'vitest';
import { fitBoostedTrees, quantileThresholds } from '../../../scripts/ranker/fit-boosted-trees.ts';
import { boostedTreesProbability, malformedTrees } from '../../../server/tools/tool-search/boosted-trees.ts';

const options = { trees: 60, depth: 2, learningRate: 0.3, minLeafRows: 2, l2: 1, bins: 16 };

// A tool is relevant when both lists rank it high, or when both rank it very low (say, a lookup that shares no word
// with the request): the worth of one feature depends on the other, which no weighted sum can say.
const grid = Array.from({ length: 20 }, (_, keyword) => Array.from({ length: 20 }, (_, vector) => [keyword / 20, vector / 20, (keyword * 7) % 3]));
const rows = grid.flat();
const relevant = ([keyword, vector]: number[]) => (keyword! >= 0.6 && vector! >= 0.6) || (keyword! < 0.4 && vector! < 0.4);
const labels = rows.map((row) => (relevant(row) ? 1 : 0) as 0 | 1);
const accuracy = (probability: (row: number[]) => number) => rows.filter((row) => probability(row) >= 0.5 === relevant(row)).length / rows.length;

describe('fitBoostedTrees', () => {
  it('learns a rule in which one feature matters only given another, where a sum of one-feature steps cannot', () => {
    const trees = fitBoostedTrees({ rows, labels, ...options });
    const stumps = fitBoostedTrees({ rows, labels, ...options, depth: 1 });
    expect(accuracy((row) => boostedTreesProbability(trees, row))).toBeGreaterThan(0.95);
    expect(accuracy((row) => boostedTreesProbability(stumps, row))).toBeLessThan(0.8);
  });

  it('gives the same trees on every run, in an order the ranker accepts', () => {
    const trees = fitBoostedTrees({ rows, labels, ...options });
    expect(fitBoostedTrees({ rows, labels, ...options })).toEqual(trees);
    expect(malformedTrees(trees, 3)).toBeUndefined();
    expect(trees.trees).toHaveLength(options.trees);
  });

  it('never splits on a feature that does not separate anything', () => {
    const constant = rows.map(([keyword, vector]) => [keyword!, vector!, 1]);
    const trees = fitBoostedTrees({ rows: constant, labels, ...options });
    expect(trees.trees.flat().some((node) => 'feature' in node && node.feature === 2)).toBe(false);
  });

  it('follows the rows that weigh more when two groups of rows disagree', () => {
    const flipped = labels.map((label) => (1 - label) as 0 | 1);
    const both = { rows: [...rows, ...rows], labels: [...labels, ...flipped], ...options };
    const first = fitBoostedTrees({ ...both, rowWeights: [...rows.map(() => 3), ...rows.map(() => 1)] });
    const second = fitBoostedTrees({ ...both, rowWeights: [...rows.map(() => 1), ...rows.map(() => 3)] });
    expect(boostedTreesProbability(first, [0.9, 0.9, 0])).toBeGreaterThan(0.5);
    expect(boostedTreesProbability(second, [0.9, 0.9, 0])).toBeLessThan(0.5);
  });

  it('refuses more bins than a byte can number', () => {
    expect(() => fitBoostedTrees({ rows, labels, ...options, bins: 300 })).toThrow(/bins/);
  });
});

describe('quantileThresholds', () => {
  it("puts a threshold between each pair of a flag-like feature's values", () => {
    expect(quantileThresholds([0, 1, 1, 0, 1], 8)).toEqual([0.5]);
  });

  it('keeps at most one threshold fewer than the bins for a feature of many values, ascending', () => {
    const thresholds = quantileThresholds(
      Array.from({ length: 1000 }, (_, index) => index / 1000),
      10,
    );
    expect(thresholds).toHaveLength(9);
    expect([...thresholds].sort((a, b) => a - b)).toEqual(thresholds);
  });
});
