import type { TextLanguage } from './language-profile.ts';

/** A text's most likely language, as n-gram statistics read it. */
export type DetectedLanguage = {
  /** ISO 639-1 code, or undefined when the text has too little to read. */
  language: TextLanguage | undefined;
  /** Whether the detector trusts its own answer (enough n-grams, a clear lead). */
  reliable: boolean;
  /** The detector's score for each language it considered, higher is likelier. */
  scores: Readonly<Record<TextLanguage, number>>;
};

export type LanguageDetector = (text: string) => DetectedLanguage;

/**
 * ELD (Nito-ELD) on its "small" n-gram table: 60 languages, ~45 MB of heap, ~20 µs a query. Stop words and letters
 * cannot tell a Finnish or Croatian request from the catalogue's languages ("Päivitä etusivun otsikko" has neither),
 * n-grams can; on short requests ELD was far ahead of `franc` (trigrams over whole texts: it read thousands of English
 * queries as other languages on the development sets). Loaded on demand: the table is a 1.6 MB module.
 */
export async function loadLanguageDetector(): Promise<LanguageDetector> {
  const { eld } = await import('eld/small');
  return (text) => {
    const result = eld.detect(text);
    return { language: result.language || undefined, reliable: result.isReliable(), scores: result.getScores() };
  };
}
