import { foldAccents } from './fold-accents.ts';
import type { TextLanguage } from './language-profile.ts';
import { stemWord } from './stem-word.ts';
import { isStopWord } from './stop-words.ts';
import { tokenize } from './tokenize.ts';

export type AnalyzeOptions = {
  /** Languages whose stemmers to apply; a query of unknown language uses several. */
  languages: readonly TextLanguage[];
  /** Drop the stop words of every profiled language, whatever `languages` says. @default true */
  dropStopWords?: boolean;
};

/**
 * Terms for BM25, the same on the indexing and the querying side: each word becomes its folded stem
 * in each given language (deduplicated per word), so "Beiträge" and "beitrag" meet, and "publicar"
 * meets "publica". Accents are folded after stemming, since the stemmers know the accented suffixes.
 */
export function analyze(text: string, { languages, dropStopWords = true }: AnalyzeOptions): string[] {
  const terms: string[] = [];
  for (const word of tokenize(text)) {
    if (dropStopWords && isStopWord(word)) continue;
    const stems = new Set(languages.map((language) => foldAccents(stemWord(word, language))));
    terms.push(...stems);
  }
  return terms;
}
