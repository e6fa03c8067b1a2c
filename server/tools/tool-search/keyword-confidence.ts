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
 * The BM25 scores with a tool that makes another change than the one the request clearly asks for held
 * back (times OTHER_CHANGE_WEIGHT), best first again.
 */
export function holdBackOtherChanges({
  scores,
  changes,
  requestChanges,
  requestTerms,
}: {
  scores: readonly Bm25Score[];
  /** Each tool's change, by catalogue position. */
  changes: readonly ToolChange[];
  requestChanges: ReadonlySet<SiteChange>;
  requestTerms: ReadonlySet<string>;
}): Bm25Score[] {
  return scores
    .map(({ position, score }) => ({
      position,
      score: asksForOtherChange({ ...changes[position]!, requestChanges, requestTerms }) ? score * OTHER_CHANGE_WEIGHT : score,
    }))
    .sort((a, b) => b.score - a.score);
}

/** How much a query word weighs: its rarest term's IDF; a word no tool uses weighs as much as the rarest term. */
export function wordWeigher(idfByTerm: ReadonlyMap<string, number>): (terms: readonly string[]) => number {
  const maxIdf = Math.max(1, ...idfByTerm.values());
  return (terms) => Math.max(...terms.map((term) => idfByTerm.get(term) ?? maxIdf));
}

/**
 * A ranked tool's confidence, 0-1 and comparable across queries: the share of the query's weight its terms
 * match (a word matches when any of its terms does), times its score relative to the best one.
 */
export function keywordConfidences({
  scores,
  words,
  termsOf,
  wordWeight,
}: {
  /** Best first. */
  scores: readonly Bm25Score[];
  /** The query's words, each as its terms. */
  words: readonly (readonly string[])[];
  /** The terms of the tool at a catalogue position. */
  termsOf: (position: number) => ReadonlySet<string>;
  wordWeight: (terms: readonly string[]) => number;
}): Array<Bm25Score & { confidence: number }> {
  const totalWeight = words.reduce((sum, terms) => sum + wordWeight(terms), 0);
  const topScore = scores[0]?.score ?? 0;
  return scores.map(({ position, score }) => {
    const toolTerms = termsOf(position);
    const matchedWeight = words.filter((terms) => terms.some((term) => toolTerms.has(term))).reduce((sum, terms) => sum + wordWeight(terms), 0);
    const coverage = totalWeight > 0 ? matchedWeight / totalWeight : 0;
    return { position, score, confidence: coverage * (topScore > 0 ? score / topScore : 0) };
  });
}
