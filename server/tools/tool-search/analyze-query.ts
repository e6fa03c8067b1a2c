import { analyzeWords } from '../../text/analyze.ts';
import { foldAccents } from '../../text/fold-accents.ts';
import { likelyLanguages } from '../../text/likely-languages.ts';
import { splitCompound } from '../../text/split-compound.ts';
import type { TextLanguage } from '../../text/language-profile.ts';
import { isStopWord } from '../../text/stop-words.ts';
import { tokenize } from '../../text/tokenize.ts';
import type { TypoCorrector } from '../../text/typo-corrector.ts';
import { wordScript } from '../../text/word-script.ts';
import type { PhraseLanguage } from './tool-metadata.ts';

/** Languages that write compounds as one word: "Leistungsseite", "fotogalerij", "startsidan". */
const COMPOUNDING_LANGUAGES: ReadonlySet<string> = new Set(['de', 'nl', 'sv']);

/**
 * How many parts one query may look up while splitting compounds. Each lookup stems the part in every query
 * language (about 0.5 ms for a part no editor used before), and a word is cut at every position: unbounded,
 * a message of long unknown words held the event loop for seconds. One 20-letter compound takes 16.
 */
export const MAX_COMPOUND_LOOKUPS = 48;

/** Words the catalogue's phrases use as content, with the languages whose phrases use them. */
export type PhraseWords = ReadonlyMap<string, ReadonlySet<string>>;

export type AnalyzeQueryOptions = {
  query: string;
  phraseWords: PhraseWords;
  /** Whether the index has the term at all. */
  isKnownTerm: (term: string) => boolean;
  correctTypo: TypoCorrector;
  /** The languages a query may be in: its own is unknown. */
  queryLanguages: readonly PhraseLanguage[];
  dropStopWords: boolean;
  /** Whether a word the index lacks is split into known compound parts or corrected as a typo (default true). */
  readUnknownWords?: boolean;
};

/**
 * The query's words, each as its terms: its stems in every query language, a compound's known parts, or a
 * typo's correction. A word counts as matched when any of its terms is in a tool's terms.
 */
export function analyzeQuery({
  query,
  phraseWords,
  isKnownTerm,
  correctTypo,
  queryLanguages,
  dropStopWords,
  readUnknownWords = true,
}: AnalyzeQueryOptions): string[][] {
  const tokens = tokenize(query, { segmentUnspacedScripts: true });
  const likely = likelyLanguages(
    tokens.filter((token) => !phraseWords.has(foldAccents(token))),
    queryLanguages,
  );
  const words = analyzeWords(query, {
    languages: queryLanguages,
    dropStopWords,
    keepStopWord: stopWordKeeper({ phraseWords, likely }),
    stemLanguagesOf: phraseStemLanguages(phraseWords),
  });
  if (!readUnknownWords) return words.map(({ terms }) => terms);
  const readUnknown = unknownWordReader({
    isKnownTerm,
    correctTypo,
    knownTermsOf: compoundPartLookup({ queryLanguages, isKnownTerm, lookups: MAX_COMPOUND_LOOKUPS }),
    readsAsCompounding: compoundingGuess({ tokens, queryLanguages }),
  });
  return words.map(readUnknown);
}

/**
 * The query's language is unknown, so every language's stop words apply, except words of three letters or
 * more that some language's phrases use (shorter ones are mostly clitics and suffixes split off at
 * apostrophes). Such a word still goes when the query looks written in a language that lists it and not in
 * one whose phrases use it: Dutch "dat" is no Romanian "dat", and Romanian "poza" (photo) no Polish "poza".
 */
export function stopWordKeeper({ phraseWords, likely }: { phraseWords: PhraseWords; likely: readonly TextLanguage[] }): (word: string) => boolean {
  return (word) => {
    const usedBy = phraseWords.get(word);
    if (!usedBy || word.length < 3) return false;
    return likely.some((language) => usedBy.has(language)) || !isStopWord(word, { languages: likely });
  };
}

/**
 * A word the English phrases use is English (or a language whose phrases use it too), not a word to stem in
 * all fifteen: as Swedish, "delete" is "del", which Dutch "deel" and Swedish "dela" share, and the planning
 * tool outranked cms_deletePage. Other words keep every stem: Romanian queries find Italian cognates that way.
 */
export function phraseStemLanguages(phraseWords: PhraseWords): (word: string) => PhraseLanguage[] | undefined {
  return (word) => {
    const usedBy = phraseWords.get(word);
    return usedBy?.has('en') ? [...(usedBy as ReadonlySet<PhraseLanguage>)] : undefined;
  };
}

/** The known terms of a compound's part, within a budget of `lookups` per query; past it, none. */
export function compoundPartLookup({
  queryLanguages,
  isKnownTerm,
  lookups,
}: {
  queryLanguages: readonly PhraseLanguage[];
  isKnownTerm: (term: string) => boolean;
  lookups: number;
}): (part: string) => string[] {
  let lookupsLeft = lookups;
  return (part) => (lookupsLeft-- > 0 ? (analyzeWords(part, { languages: queryLanguages, dropStopWords: false })[0]?.terms ?? []).filter(isKnownTerm) : []);
}

/**
 * Whether the query reads as written in a language that compounds. Judged on every word: "das", "die" and "auf"
 * are in German phrases too, so the stop-word guess leaves them out. Asked only once a word is unknown, then
 * remembered: most queries have none, and guessing the language costs a pass per language.
 */
export function compoundingGuess({ tokens, queryLanguages }: { tokens: readonly string[]; queryLanguages: readonly PhraseLanguage[] }): () => boolean {
  let compounding: boolean | undefined;
  return () => {
    compounding ??= likelyLanguages(tokens, queryLanguages).some((language) => COMPOUNDING_LANGUAGES.has(language));
    return compounding;
  };
}

/**
 * A word none of whose terms the index knows is read as a compound's known parts (in a compounding language),
 * else as the known word it misspells; failing both, it keeps its own terms, which match nothing.
 */
export function unknownWordReader({
  isKnownTerm,
  readsAsCompounding,
  knownTermsOf,
  correctTypo,
}: {
  isKnownTerm: (term: string) => boolean;
  readsAsCompounding: () => boolean;
  knownTermsOf: (part: string) => string[];
  correctTypo: TypoCorrector;
}): (word: { word: string; terms: string[] }) => string[] {
  return ({ word, terms }) => {
    if (terms.some(isKnownTerm)) return terms;
    const script = wordScript(word);
    const parts = script === 'latin' && readsAsCompounding() ? splitCompound(word, knownTermsOf) : undefined;
    if (parts) return parts;
    const corrected = script === 'latin' || script === 'cyrillic' ? correctTypo(word) : undefined;
    const correctedTerms = corrected === undefined ? [] : knownTermsOf(corrected);
    return correctedTerms.length > 0 ? correctedTerms : terms;
  };
}
