import snowball from 'snowball-stemmers';
import {
  ara,
  bul,
  cat,
  ces,
  dan,
  deu,
  ell,
  eng,
  fin,
  fra,
  heb,
  hin,
  hrv,
  hun,
  ind,
  ita,
  jpn,
  kor,
  msa,
  nld,
  nob,
  pol,
  por,
  ron,
  rus,
  slk,
  spa,
  swe,
  tha,
  tur,
  ukr,
  vie,
  zho,
} from 'stopword';
import porter2 from 'wink-porter2-stemmer';
import { splitKoreanWord } from './split-korean-word.ts';
import type { WordScript } from './word-script.ts';

/** A BCP 47 language tag: "en", "de", "pt-BR". Its primary subtag picks the profile. */
export type TextLanguage = string;

/** What text analysis knows about one language. */
export type LanguageProfile = {
  /** The script its words are written in: a text of unknown language is stemmed, word by word, only by the languages of each word's script. */
  script: WordScript;
  /** Breaks one written word into the units search matches, before stemming; absent: the word is one unit. */
  split?: (word: string) => string[];
  /** Reduces a lower-case word to its stem; absent for languages without a stemmer. */
  stem?: (word: string) => string;
  /** Lower-case words too common to say what a text is about. */
  stopWords: readonly string[];
};

// The JavaScript Snowball stemmers take about 10 µs a word, and a query of unknown language is stemmed in
// eleven languages; editors reuse their words, so stems are remembered (up to this many per language).
const REMEMBERED_STEMS = 20_000;

function snowballStemmer(algorithm: string): (word: string) => string {
  const stemmer = snowball.newStemmer(algorithm);
  const stems = new Map<string, string>();
  return (word) => {
    let stem = stems.get(word);
    if (stem === undefined) {
      stem = stemmer.stem(word);
      if (stems.size >= REMEMBERED_STEMS) stems.clear();
      stems.set(word, stem);
    }
    return stem;
  };
}

// Adding a language is one row: its script, a Snowball algorithm (snowball-stemmers has ~20) and a `stopword`
// list. English uses wink's Porter2, which is Snowball's English; the discovery evaluation was tuned with it.
// Japanese, Chinese and Thai are split into words by the tokenizer (Intl.Segmenter), Korean by its `split`.
const PROFILES: Record<string, LanguageProfile> = {
  en: { script: 'latin', stem: porter2, stopWords: eng },
  es: { script: 'latin', stem: snowballStemmer('spanish'), stopWords: spa },
  de: { script: 'latin', stem: snowballStemmer('german'), stopWords: deu },
  fr: { script: 'latin', stem: snowballStemmer('french'), stopWords: fra },
  pt: { script: 'latin', stem: snowballStemmer('portuguese'), stopWords: por },
  it: { script: 'latin', stem: snowballStemmer('italian'), stopWords: ita },
  nl: { script: 'latin', stem: snowballStemmer('dutch'), stopWords: nld },
  sv: { script: 'latin', stem: snowballStemmer('swedish'), stopWords: swe },
  ro: { script: 'latin', stem: snowballStemmer('romanian'), stopWords: ron },
  tr: { script: 'latin', stem: snowballStemmer('turkish'), stopWords: tur },
  // No Polish stemmer in snowball-stemmers: folding only (a light suffix stripper measured no better).
  pl: { script: 'latin', stopWords: pol },
  ru: { script: 'cyrillic', stem: snowballStemmer('russian'), stopWords: rus },
  ja: { script: 'cjk', stopWords: jpn },
  zh: { script: 'cjk', stopWords: zho },
  ko: { script: 'hangul', split: splitKoreanWord, stopWords: kor },
  cs: { script: 'latin', stem: snowballStemmer('czech'), stopWords: ces },
  da: { script: 'latin', stem: snowballStemmer('danish'), stopWords: dan },
  fi: { script: 'latin', stem: snowballStemmer('finnish'), stopWords: fin },
  no: { script: 'latin', stem: snowballStemmer('norwegian'), stopWords: nob },
  ca: { script: 'latin', stem: snowballStemmer('catalan'), stopWords: cat },
  hu: { script: 'latin', stem: snowballStemmer('hungarian'), stopWords: hun },
  // No stemmer in snowball-stemmers for these: folding only, as Polish.
  sk: { script: 'latin', stopWords: slk },
  hr: { script: 'latin', stopWords: hrv },
  id: { script: 'latin', stopWords: ind },
  ms: { script: 'latin', stopWords: msa },
  vi: { script: 'latin', stopWords: vie },
  uk: { script: 'cyrillic', stopWords: ukr },
  bg: { script: 'cyrillic', stopWords: bul },
  el: { script: 'greek', stopWords: ell },
  ar: { script: 'arabic', stem: snowballStemmer('arabic'), stopWords: ara },
  he: { script: 'hebrew', stopWords: heb },
  hi: { script: 'devanagari', stopWords: hin },
  // Thai is written without spaces: the tokenizer's word segmenter splits it, as Japanese and Chinese.
  th: { script: 'thai', stopWords: tha },
};

/**
 * The languages whose stop words text of unknown language loses: those profiled first. The lists of those added
 * since (decision 093) hold English words ("kit", "ok" in Hungarian, "media" in Malay), which cut site names
 * ("Backpacker Kit") and requests apart.
 */
export const UNKNOWN_TEXT_LANGUAGES: readonly TextLanguage[] = ['en', 'es', 'de', 'fr', 'pt', 'it', 'nl', 'sv', 'ro', 'tr', 'pl', 'ru', 'ja', 'zh', 'ko'];

/** A tag's primary language subtag, lower-case: "pt-BR" → "pt". */
export function primaryLanguage(language: TextLanguage): TextLanguage {
  return language.toLowerCase().split('-')[0]!;
}

/**
 * The profile for `language`, or undefined when there is none: such text is still tokenised and
 * folded, just not stemmed or stripped of stop words.
 */
export function languageProfile(language: TextLanguage): LanguageProfile | undefined {
  return PROFILES[language] ?? PROFILES[primaryLanguage(language)];
}
