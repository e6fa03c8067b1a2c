import type { ToolMatch } from './searchable-tool.ts';

/** The best keyword match explains every word of the query: the query names its capability outright. */
const WHOLE_QUERY = 0.999;
/** Other matches at least this confident are real alternatives to the best one, not filler. */
const NEAR_BEST = 0.9;

/**
 * A short answer for a query one tool explains by itself ("update section text"): that tool, the tools
 * that supply what it needs (a section's id, an image's id), and the near-equal alternatives. Every tool
 * in an answer is declared on each later request of the turn, and the runners-up of such a query are
 * mostly words it shares with them ("update" in `cms_updatePost`). Undefined when no tool explains the
 * whole query, or vectors had a say: an editor's own words in any language, where the right tool is
 * often not the first, get the full ranking.
 */
export function focusAnswer({
  matches,
  path,
  limit,
  prerequisitesOf,
}: {
  /** Confident matches, best first. */
  matches: readonly ToolMatch[];
  path: 'bm25' | 'vector' | 'hybrid';
  limit: number;
  prerequisitesOf: (name: string) => readonly string[];
}): string[] | undefined {
  const [best, ...others] = matches;
  if (!best || path !== 'bm25' || best.confidence < WHOLE_QUERY) return undefined;
  const answer = new Set([best.name, ...prerequisitesOf(best.name)]);
  for (const match of others) if (match.confidence >= NEAR_BEST) answer.add(match.name);
  return [...answer].slice(0, limit);
}
