import type { KeywordEvidence, KeywordMatch } from '../../../server/tools/tool-search/keyword-index.ts';

/** A keyword match as the index returns it, found through its phrases, its other evidence neutral unless given. */
export function keywordMatch(name: string, confidence: number, evidence: Partial<KeywordEvidence> = {}): KeywordMatch {
  return {
    name,
    confidence,
    source: 'bm25',
    evidence: {
      score: confidence,
      coverage: confidence,
      fieldCoverage: { name: 0, phrases: confidence, description: 0, category: 0, parameters: 0, learned: 0 },
      changeAsked: false,
      heldBack: false,
      ...evidence,
    },
  };
}
