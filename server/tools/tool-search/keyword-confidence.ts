import { analyze } from '../../text/analyze.ts';
import { asksForOtherChange, changeOfTool, nameVerb, OTHER_CHANGE_WEIGHT, type SiteChange } from './change-markers.ts';
import type { Bm25Score } from './bm25-field-index.ts';

/** A tool's change and the terms of its name's verb, as `asksForOtherChange` weighs them. */
export type ToolChange = { change: SiteChange | undefined; verbTerms: readonly string[] };

/** The change a tool makes, by its name's verb, and that verb's terms: a request using the verb keeps the tool. */
export function toolChange(toolName: string): ToolChange {
  return { change: changeOfTool(toolName), verbTerms: analyze(nameVerb(toolName), { languages: ['en'], dropStopWords: false }) };
}

/**
 * The BM25 scores with a tool that makes another change than the one the request clearly asks for, or the change it
 * rules out ("don't delete anything"), held back (times OTHER_CHANGE_WEIGHT), best first again.
 */
export function holdBackOtherChanges({
  scores,
  changes,
  requestChanges,
  requestTerms,
  negatedChanges,
}: {
  scores: readonly Bm25Score[];
  /** Each tool's change, by catalogue position. */
  changes: readonly ToolChange[];
  requestChanges: ReadonlySet<SiteChange>;
  requestTerms: ReadonlySet<string>;
  /** Changes only a negation's words mark: ruled out, not asked for. */
  negatedChanges: ReadonlySet<SiteChange>;
}): Array<Bm25Score & { heldBack: boolean }> {
  return scores
    .map(({ position, score }) => {
      const { change } = changes[position]!;
      const ruledOut = change !== undefined && negatedChanges.has(change);
      const heldBack = ruledOut || asksForOtherChange({ ...changes[position]!, requestChanges, requestTerms });
      return { position, score: heldBack ? score * OTHER_CHANGE_WEIGHT : score, heldBack };
    })
    .sort((a, b) => b.score - a.score);
}

/** How much a query word weighs: its rarest term's IDF; a word no tool uses weighs as much as the rarest term. */
export function wordWeigher(idfByTerm: ReadonlyMap<string, number>): (terms: readonly string[]) => number {
  const maxIdf = Math.max(1, ...idfByTerm.values());
  return (terms) => Math.max(...terms.map((term) => idfByTerm.get(term) ?? maxIdf));
}

/** The share of the query's weight that a set of terms matches: a word matches when any of its terms does. */
export function queryCoverage({
  words,
  terms,
  wordWeight,
}: {
  words: readonly (readonly string[])[];
  terms: ReadonlySet<string>;
  wordWeight: (terms: readonly string[]) => number;
}): number {
  const totalWeight = words.reduce((sum, wordTerms) => sum + wordWeight(wordTerms), 0);
  if (totalWeight === 0) return 0;
  const matchedWeight = words.filter((wordTerms) => wordTerms.some((term) => terms.has(term))).reduce((sum, wordTerms) => sum + wordWeight(wordTerms), 0);
  return matchedWeight / totalWeight;
}

/**
 * A ranked tool's confidence, 0-1 and comparable across queries: the share of the query's weight its terms
 * match (`queryCoverage`), times its score relative to the best one.
 */
export function keywordConfidences<Score extends Bm25Score>({
  scores,
  words,
  termsOf,
  wordWeight,
}: {
  /** Best first. */
  scores: readonly Score[];
  /** The query's words, each as its terms. */
  words: readonly (readonly string[])[];
  /** The terms of the tool at a catalogue position. */
  termsOf: (position: number) => ReadonlySet<string>;
  wordWeight: (terms: readonly string[]) => number;
}): Array<Score & { coverage: number; confidence: number }> {
  const topScore = scores[0]?.score ?? 0;
  return scores.map((scored) => {
    const coverage = queryCoverage({ words, terms: termsOf(scored.position), wordWeight });
    return { ...scored, coverage, confidence: coverage * (topScore > 0 ? scored.score / topScore : 0) };
  });
}
