import { foldAccents } from './fold-accents.ts';
import { languageProfile, type TextLanguage } from './language-profile.ts';
import { stemWord } from './stem-word.ts';
import { isStopWord } from './stop-words.ts';
import { tokenize } from './tokenize.ts';
import { wordScript } from './word-script.ts';

export type AnalyzeOptions = {
  /** Languages whose stemmers to apply; a query of unknown language uses several. */
  languages: readonly TextLanguage[];
  /** Drop the stop words of `languages`. @default true */
  dropStopWords?: boolean;
  /**
   * Keeps a stop word (lower-case, accents folded) after all when this returns true. A query of unknown
   * language is checked against every language's stop words, yet "poza" (Polish "besides") is Romanian for "photo".
   */
  keepStopWord?: (word: string) => boolean;
  /**
   * The languages, among `languages`, to stem a word (lower-case, accents folded) in; undefined for all.
   * A query word of known language is not stemmed as another's: stemmed as Swedish, "delete" is "del".
   */
  stemLanguagesOf?: (word: string) => readonly TextLanguage[] | undefined;
};

/** One unit of text as search sees it: the word (lower-case, accents folded) and its terms, its distinct stems. */
export type AnalyzedWord = { word: string; terms: string[] };

/**
 * The words of `text` with their terms for BM25, the same on the indexing and the querying side. Japanese and
 * Chinese are split into words by the word segmenter, Korean words by the Korean profile. Each word's terms are
 * its folded stems in each given language written in the word's script, so "Beiträge" meets "beitrag",
 * "publicar" meets "publica", and a Russian word is never stemmed as Turkish. Accents are folded after
 * stemming, since the stemmers know the accented suffixes.
 */
export function analyzeWords(text: string, { languages, dropStopWords = true, keepStopWord, stemLanguagesOf }: AnalyzeOptions): AnalyzedWord[] {
  const profiles = languages.map((language) => ({ language, profile: languageProfile(language) }));
  const analyzed: AnalyzedWord[] = [];
  for (const token of tokenize(text, { segmentUnspacedScripts: true })) {
    if (dropStopWords && isStopWord(token, { languages }) && !keepStopWord?.(foldAccents(token))) continue;
    const script = wordScript(token);
    // A language without a profile stems nothing, so it may see words of any script.
    const stemmers = profiles.filter(({ profile }) => (profile?.script ?? script) === script);
    const split = stemmers.find(({ profile }) => profile?.split)?.profile?.split;
    for (const word of split ? split(token) : [token]) {
      const only = stemLanguagesOf?.(foldAccents(word));
      const wordStemmers = only ? stemmers.filter(({ language }) => only.includes(language)) : stemmers;
      const stems = new Set(wordStemmers.length > 0 ? wordStemmers.map(({ language }) => stemWord(word, language)) : [word]);
      analyzed.push({ word: foldAccents(word), terms: [...new Set([...stems].map(foldAccents))] });
    }
  }
  return analyzed;
}

/** The terms of `text` for BM25: every word's terms, in order. */
export function analyze(text: string, options: AnalyzeOptions): string[] {
  return analyzeWords(text, options).flatMap((word) => word.terms);
}
