import type { BoostedTrees, TreeNode } from '../../server/tools/tool-search/boosted-trees.ts';
import { treeValue } from '../../server/tools/tool-search/boosted-trees.ts';

/**
 * Gradient boosting of regression trees on the logistic loss (each leaf a Newton step, shrunk by the learning
 * rate), with splits chosen among each feature's quantiles. Deterministic: no sampling, no random start, so the same
 * rows give the same trees on every machine. Pure.
 */
export type FitBoostedTreesOptions = {
  rows: readonly (readonly number[])[];
  labels: readonly (0 | 1)[];
  /** Each row's weight in the loss (default 1). */
  rowWeights?: readonly number[];
  trees: number;
  /** Splits from the root to a leaf. */
  depth: number;
  learningRate: number;
  /** A split leaves at least this many rows on each side. */
  minLeafRows: number;
  /** Penalty on the squared leaf values. */
  l2: number;
  /** Candidate thresholds per feature: its quantiles, at most this many bins. */
  bins: number;
};

export function fitBoostedTrees({ rows, labels, rowWeights, trees, depth, learningRate, minLeafRows, l2, bins }: FitBoostedTreesOptions): BoostedTrees {
  if (!(bins >= 2 && bins <= 256)) throw new Error("bins must be from 2 to 256: a feature's bins are bytes");
  const count = rows.length;
  const width = rows[0]?.length ?? 0;
  const weightOf = (row: number) => rowWeights?.[row] ?? 1;
  const thresholds = Array.from({ length: width }, (_, feature) =>
    quantileThresholds(
      rows.map((row) => row[feature]!),
      bins,
    ),
  );
  const binCounts = thresholds.map((cuts) => cuts.length + 1);
  const binned = thresholds.map((cuts, feature) => Uint8Array.from(rows, (row) => firstIndexPast(cuts, row[feature]!, { equalIsPast: true })));
  let positive = 0;
  let total = 0;
  for (let row = 0; row < count; row++) {
    positive += weightOf(row) * labels[row]!;
    total += weightOf(row);
  }
  const bias = Math.log(Math.max(positive, 1e-9) / Math.max(total - positive, 1e-9));
  const logit = new Float64Array(count).fill(bias);
  const gradient = new Float64Array(count);
  const curvature = new Float64Array(count);
  const forest: TreeNode[][] = [];
  for (let tree = 0; tree < trees; tree++) {
    for (let row = 0; row < count; row++) {
      const probability = 1 / (1 + Math.exp(-logit[row]!));
      gradient[row] = weightOf(row) * (probability - labels[row]!);
      curvature[row] = weightOf(row) * Math.max(probability * (1 - probability), 1e-9);
    }
    const nodes: TreeNode[] = [];
    const grow = (members: Int32Array, level: number): number => {
      let gradientSum = 0;
      let curvatureSum = 0;
      for (const row of members) {
        gradientSum += gradient[row]!;
        curvatureSum += curvature[row]!;
      }
      const index = nodes.length;
      nodes.push({ value: (-gradientSum / (curvatureSum + l2)) * learningRate });
      const split = level < depth ? bestSplit({ members, binned, binCounts, gradient, curvature, gradientSum, curvatureSum, minLeafRows, l2 }) : undefined;
      if (!split) return index;
      const column = binned[split.feature]!;
      const left = members.filter((row) => column[row]! <= split.bin);
      const right = members.filter((row) => column[row]! > split.bin);
      nodes[index] = { feature: split.feature, threshold: thresholds[split.feature]![split.bin]!, left: grow(left, level + 1), right: grow(right, level + 1) };
      return index;
    };
    grow(
      Int32Array.from({ length: count }, (_, row) => row),
      0,
    );
    const rounded = nodes.map(roundNode);
    forest.push(rounded);
    for (let row = 0; row < count; row++) logit[row]! += treeValue(rounded, rows[row]!);
  }
  return { bias: round(bias), trees: forest };
}

/** The split of `members` that lowers the loss most, or undefined when none leaves `minLeafRows` on each side and gains. */
function bestSplit({
  members,
  binned,
  binCounts,
  gradient,
  curvature,
  gradientSum,
  curvatureSum,
  minLeafRows,
  l2,
}: {
  members: Int32Array;
  binned: readonly Uint8Array[];
  binCounts: readonly number[];
  gradient: Float64Array;
  curvature: Float64Array;
  gradientSum: number;
  curvatureSum: number;
  minLeafRows: number;
  l2: number;
}): { feature: number; bin: number } | undefined {
  if (members.length < 2 * minLeafRows) return undefined;
  const parentScore = gradientSum ** 2 / (curvatureSum + l2);
  let best: { feature: number; bin: number; gain: number } | undefined;
  for (const [feature, column] of binned.entries()) {
    const binCount = binCounts[feature]!;
    if (binCount < 2) continue;
    const gradients = new Float64Array(binCount);
    const curvatures = new Float64Array(binCount);
    const rows = new Int32Array(binCount);
    for (const row of members) {
      const bin = column[row]!;
      gradients[bin]! += gradient[row]!;
      curvatures[bin]! += curvature[row]!;
      rows[bin]!++;
    }
    let leftGradient = 0;
    let leftCurvature = 0;
    let leftRows = 0;
    for (let bin = 0; bin < binCount - 1; bin++) {
      leftGradient += gradients[bin]!;
      leftCurvature += curvatures[bin]!;
      leftRows += rows[bin]!;
      if (leftRows < minLeafRows || members.length - leftRows < minLeafRows) continue;
      const gain = leftGradient ** 2 / (leftCurvature + l2) + (gradientSum - leftGradient) ** 2 / (curvatureSum - leftCurvature + l2) - parentScore;
      if (gain > (best?.gain ?? 1e-9)) best = { feature, bin, gain };
    }
  }
  return best;
}

/**
 * Thresholds between a feature's distinct values at its quantiles, ascending: a value at most the n-th threshold
 * is in bin n. Few distinct values (a flag) get a threshold between each pair.
 */
export function quantileThresholds(values: readonly number[], bins: number): number[] {
  const sorted = Float64Array.from(values).sort();
  const distinct = [...new Set(sorted)];
  if (distinct.length <= bins) return distinct.slice(0, -1).map((value, index) => round((value + distinct[index + 1]!) / 2));
  const cuts = new Set<number>();
  for (let bin = 1; bin < bins; bin++) {
    const value = sorted[Math.floor((bin * sorted.length) / bins)]!;
    const next = distinct[firstIndexPast(distinct, value, { equalIsPast: false })];
    if (next !== undefined) cuts.add(round((value + next) / 2));
  }
  return [...cuts].sort((a, b) => a - b);
}

/**
 * The first index of ascending `sorted` whose value is past `value`: above it, or also equal with `equalIsPast`. The
 * next distinct value above a quantile; a value's bin among thresholds (at most the n-th threshold: bin n).
 */
function firstIndexPast(sorted: readonly number[], value: number, { equalIsPast }: { equalIsPast: boolean }): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    const past = sorted[middle]! > value || (equalIsPast && sorted[middle] === value);
    if (past) high = middle;
    else low = middle + 1;
  }
  return low;
}

/** Six decimals: the weights file stays readable and its diffs small; thresholds are rounded before rows are binned. */
const round = (value: number) => Math.round(value * 1e6) / 1e6;

const roundNode = (node: TreeNode): TreeNode => ('value' in node ? { value: round(node.value) } : node);
