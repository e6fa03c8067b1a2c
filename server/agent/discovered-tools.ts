import { TOOL_SEARCH_NAME } from '../tools/discovery/tool-search-tool.ts';

/**
 * The tools the model may call now: those remembered from earlier turns, then those tool_search
 * found in this turn, in discovery order. Append-only, so each step's tool list extends the last
 * one's and provider prompt caches keep hitting.
 */
export function discoveredToolNames({
  remembered,
  discoveredThisTurn,
  knownTools,
}: {
  remembered: readonly string[];
  discoveredThisTurn: Iterable<string>;
  knownTools: ReadonlySet<string>;
}): string[] {
  const names = new Set<string>();
  for (const name of [...remembered, ...discoveredThisTurn]) if (knownTools.has(name) && name !== TOOL_SEARCH_NAME) names.add(name);
  return [...names];
}
