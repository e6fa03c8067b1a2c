import type { KeywordMatch } from '../keyword-index.ts';
import type { QueryWords } from '../query-words.ts';
import type { ToolMatch } from '../searchable-tool.ts';

/** What the search found for one query, as the gates after it read it. */
export type GateEvidence = {
  query: string;
  path: 'bm25' | 'vector' | 'hybrid';
  /** The ranking's confident matches, best first: the best is what pre-routing would offer. */
  matches: readonly ToolMatch[];
  /** BM25's list, best first, with each match's evidence. */
  keywordMatches: readonly KeywordMatch[];
  /** The vectors' list, best first; empty when they were not read or could not read the query. */
  vectorMatches: readonly ToolMatch[];
  words: QueryWords;
  prerequisitesOf: (name: string) => readonly string[];
};

/** What the gates decide for a query. */
export type GateVerdict = {
  /** The catalogue most likely lacks what the query asks for: `tool_search` answers with no tools. */
  nothingMatched: boolean;
  /** The best match is clear enough to offer before the model's first step (pre-routing's other rules still apply). */
  offerBest: boolean;
};

export interface SearchGates {
  judge(evidence: GateEvidence): GateVerdict;
}

/** The best match's runner-up: the next match that is not one of the tools it needs first (those come with it). */
export function runnerUpOf(matches: readonly ToolMatch[], prerequisitesOf: (name: string) => readonly string[]): ToolMatch | undefined {
  const [best, ...others] = matches;
  if (!best) return undefined;
  const needed = new Set(prerequisitesOf(best.name));
  return others.find((match) => !needed.has(match.name));
}
