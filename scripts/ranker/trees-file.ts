import type { BoostedTrees } from '../../server/tools/tool-search/boosted-trees.ts';

/**
 * Weights as JSON, two spaces deep, with each tree of a `trees` array on one line: a file of thousands of nodes
 * stays a few hundred lines, and a refit's diff shows which trees changed. Pure.
 */
export function weightsFileText(weights: object): string {
  return `${formatValue(weights, '')}\n`;
}

function formatValue(value: unknown, indent: string, key?: string): string {
  const inner = `${indent}  `;
  if (key === 'trees' && Array.isArray(value)) return `[\n${value.map((tree) => `${inner}${JSON.stringify(tree)}`).join(',\n')}\n${indent}]`;
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return JSON.stringify(value, null, 2).replaceAll('\n', `\n${indent}`);
  const entries = Object.entries(value).map(([name, item]) => `${inner}${JSON.stringify(name)}: ${formatValue(item, inner, name)}`);
  return entries.length === 0 ? '{}' : `{\n${entries.join(',\n')}\n${indent}}`;
}

/** How often the trees split on each feature, most first: which evidence a model reads. */
export function splitsPerFeature({ trees }: Pick<BoostedTrees, 'trees'>, features: readonly string[]): Array<[string, number]> {
  const splits = new Map<string, number>();
  for (const node of trees.flat()) if ('feature' in node) splits.set(features[node.feature]!, (splits.get(features[node.feature]!) ?? 0) + 1);
  return [...splits].sort((a, b) => b[1] - a[1]);
}
