import { z } from 'zod';

const nodeIndex = z.number().int().nonnegative();

/** A split sends a row left when its feature is at most the threshold; a leaf adds its value to the log-odds. */
export const treeNodeSchema = z.union([
  z.object({ feature: nodeIndex, threshold: z.number(), left: nodeIndex, right: nodeIndex }),
  z.object({ value: z.number() }),
]);
export type TreeNode = z.infer<typeof treeNodeSchema>;

/**
 * Gradient-boosted regression trees on the log-odds, as `npm run train:ranker` fits them
 * (scripts/ranker/fit-boosted-trees.ts): the probability is sigmoid(bias + Σ each tree's leaf). Each tree is its
 * nodes, the root first.
 */
export const boostedTreesSchema = z.object({ bias: z.number(), trees: z.array(z.array(treeNodeSchema).min(1)) });
export type BoostedTrees = z.infer<typeof boostedTreesSchema>;

/** The leaf value one tree gives a row. */
export function treeValue(nodes: readonly TreeNode[], features: readonly number[]): number {
  let node = nodes[0]!;
  while (!('value' in node)) node = nodes[features[node.feature]! <= node.threshold ? node.left : node.right]!;
  return node.value;
}

/** sigmoid(bias + Σ tree values). Pure. */
export function boostedTreesProbability({ bias, trees }: BoostedTrees, features: readonly number[]): number {
  const logit = trees.reduce((sum, nodes) => sum + treeValue(nodes, features), bias);
  return 1 / (1 + Math.exp(-logit));
}

/**
 * Why the trees cannot be read against `width` features, or undefined: a split on a feature the code does not
 * compute, or a child that is not a later node of its tree (which could loop or point nowhere).
 */
export function malformedTrees({ trees }: BoostedTrees, width: number): string | undefined {
  for (const [treeIndex, nodes] of trees.entries()) {
    for (const [index, node] of nodes.entries()) {
      if ('value' in node) continue;
      if (node.feature >= width) return `tree ${treeIndex} splits on feature ${node.feature} of ${width}`;
      if ([node.left, node.right].some((child) => child <= index || child >= nodes.length)) return `tree ${treeIndex} node ${index} has a child out of order`;
    }
  }
  return undefined;
}
