import snowball from 'snowball-stemmers';
import { deu, eng, fra, ita, por, spa } from 'stopword';
import porter2 from 'wink-porter2-stemmer';
import type { PhraseLanguage } from './tool-metadata.ts';

/**
 * Text preparation shared by indexing and querying, so both sides always agree.
 * Unicode-aware: wink's own tokenizer drops non-ASCII letters ("imágenes", "Menüpunkt").
 */

const SNOWBALL_ALGORITHM: Record<Exclude<PhraseLanguage, 'en'>, string> = {
  es: 'spanish', de: 'german', fr: 'french', pt: 'portuguese', it: 'italian',
};
const snowballStemmers = Object.fromEntries(
  Object.entries(SNOWBALL_ALGORITHM).map(([language, algorithm]) => [language, snowball.newStemmer(algorithm)]),
) as Record<Exclude<PhraseLanguage, 'en'>, { stem(word: string): string }>;

export function stemWord(word: string, language: PhraseLanguage): string {
  return language === 'en' ? porter2(word) : snowballStemmers[language].stem(word);
}

export function foldAccents(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}+/gu, '').replace(/ß/g, 'ss');
}

/** "cms_getPageSections" -> "cms get page sections"; "HTTPStatus" -> "http status". */
export function splitIdentifier(name: string): string {
  return name
    .replace(/[_\-./]+/g, ' ')
    .replace(/([\p{Ll}\d])(\p{Lu})/gu, '$1 $2')
    .replace(/(\p{Lu}+)(\p{Lu}\p{Ll})/gu, '$1 $2');
}

/** Lower-cased words and numbers in any script, identifiers split into their parts. */
export function tokenize(text: string): string[] {
  return splitIdentifier(text).toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

// Words that look like stop words in some language but name things editors ask for.
const MEANINGFUL = new Set(['all', 'page', 'post', 'new', 'first', 'last', 'top', 'show', 'seite', 'site', 'link', 'menu', 'image', 'web', 'url', 'neu', 'alle', 'todos', 'todas', 'tous', 'toutes', 'tutti', 'tutte']);
const STOP_WORDS = new Set(
  [eng, spa, deu, fra, por, ita].flat().map((word) => foldAccents(word.toLowerCase())).filter((word) => !MEANINGFUL.has(word)),
);

export function isStopWord(token: string): boolean {
  return STOP_WORDS.has(foldAccents(token));
}

export type AnalyzeOptions = {
  /** Languages whose stemmers to apply; a query of unknown language uses several. */
  languages: readonly PhraseLanguage[];
  dropStopWords?: boolean;
};

/**
 * Tokens for BM25: each word becomes its folded stem in each given language (deduplicated per word),
 * so "Beiträge" and "beitrag" meet, and "publicar" meets "publica".
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
