import type { GateEvidence } from '../../../../server/tools/tool-search/gates/gate-evidence.ts';
import type { ToolMatch } from '../../../../server/tools/tool-search/searchable-tool.ts';
import { keywordMatch } from '../keyword-match.ts';

/** What a search found for a query, as the gates read it: a clear keyword match in English words unless given. */
export function gateEvidence(overrides: Partial<GateEvidence> & { best?: Array<[string, number]> } = {}): GateEvidence {
  const { best = [['cms_listPosts', 0.9]], ...rest } = overrides;
  const matches: ToolMatch[] = best.map(([name, confidence]) => ({ name, confidence, source: 'bm25' }));
  return {
    query: 'list draft posts',
    path: 'bm25',
    matches,
    keywordMatches: best.map(([name, confidence]) => keywordMatch(name, confidence)),
    vectorMatches: [],
    words: { count: 3, unknownShare: 0, unknownCount: 0, unknownWords: [], knownShare: 1, baseLanguageShare: 1, changesAsked: [] },
    prerequisitesOf: () => [],
    ...rest,
  };
}
