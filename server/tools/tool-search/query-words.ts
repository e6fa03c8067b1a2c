import type { SiteChange } from './change-markers.ts';

/** What the catalogue's words say about a query as a whole: the gates after the search read it (`gates/`). */
export type QueryWords = {
  /** The query's words after stop words, compounds and typos: its length in content words. */
  count: number;
  /**
   * Share of the weight of the words that ask for something (values left out: `stripValues`) that no tool text
   * has. "send an email to subscribers": "email" and "subscribers" are no tool's words, and weigh most.
   */
  unknownShare: number;
  /** How many such words. */
  unknownCount: number;
  /** Those words, each as its terms: a limit that has one of them names what no tool does (`catalogue-limits.ts`). */
  unknownWords: readonly (readonly string[])[];
  /**
   * Share of the weight of all the query's words, values and names included, that some tool text has: what a
   * match can explain at most ("Find the sunrise photo": "sunrise" is no tool's word).
   */
  knownShare: number;
  /**
   * Share of the known words' weight that the catalogue's own language has (names, descriptions, parameters and
   * English phrases): an English request has 1, a German one known only from German phrases 0.
   */
  baseLanguageShare: number;
  /** The changes the words that ask name ("remove" marks delete), without those ruled out ("don't delete it"). */
  changesAsked: readonly SiteChange[];
};

/**
 * Pure. `words` and `askingWords` are the query's analysed words (each its terms), the second without its values;
 * a word is known when any of its terms is, and weighs `wordWeight`.
 */
export function describeQueryWords({
  words,
  askingWords,
  isKnownTerm,
  isBaseTerm,
  wordWeight,
  changesAsked = [],
}: {
  words: readonly (readonly string[])[];
  askingWords: readonly (readonly string[])[];
  isKnownTerm: (term: string) => boolean;
  isBaseTerm: (term: string) => boolean;
  wordWeight: (terms: readonly string[]) => number;
  changesAsked?: readonly SiteChange[];
}): QueryWords {
  const weightOf = (list: readonly (readonly string[])[]) => list.reduce((sum, terms) => sum + wordWeight(terms), 0);
  const allWeight = weightOf(words);
  const unknown = askingWords.filter((terms) => !terms.some(isKnownTerm));
  const known = askingWords.filter((terms) => terms.some(isKnownTerm));
  const askingWeight = weightOf(askingWords);
  const knownWeight = weightOf(known);
  return {
    count: words.length,
    unknownShare: askingWeight > 0 ? weightOf(unknown) / askingWeight : 0,
    unknownCount: unknown.length,
    unknownWords: unknown,
    knownShare: allWeight > 0 ? weightOf(words.filter((terms) => terms.some(isKnownTerm))) / allWeight : 0,
    baseLanguageShare: knownWeight > 0 ? weightOf(known.filter((terms) => terms.some(isBaseTerm))) / knownWeight : 0,
    changesAsked,
  };
}
