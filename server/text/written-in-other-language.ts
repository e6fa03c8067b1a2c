import type { DetectedLanguage, LanguageDetector } from './detect-language.ts';
import { foldAccents } from './fold-accents.ts';
import { languageProfile, primaryLanguage, type TextLanguage } from './language-profile.ts';
import { LANGUAGES_WITHOUT_PROFILE, STOP_WORDS_WITHOUT_PROFILE } from './stop-words-without-profile.ts';
import { tokenize } from './tokenize.ts';
import { wordScript } from './word-script.ts';

/** One shared word is chance ("menu" and "link" are stop words somewhere); two make a language. */
const MIN_OTHER_STOP_WORDS = 2;
/**
 * Two Latin words spelt with letters no text of `languages` has ("příspěvků stránky") are no typo or name; one may be
 * ("Dvořák"). One Cyrillic word is enough: names and loanwords come into Cyrillic text transliterated into its own
 * alphabet, so a letter the reader's texts lack ("перше місце": Ukrainian і) is another language's.
 */
const MIN_WORDS_WITH_OTHER_LETTERS: Readonly<Record<string, number>> = { latin: 2, cyrillic: 1 };

/** Alphabets only: a Chinese or Korean text uses characters no finite set of texts has all of. */
const ALPHABETIC_SCRIPTS: ReadonlySet<string> = new Set(['latin', 'cyrillic']);

function spelledWithOtherLetters(word: string, letters: ReadonlySet<string>): boolean {
  return ALPHABETIC_SCRIPTS.has(wordScript(word)) && [...word].some((letter) => /\p{L}/u.test(letter) && !letters.has(letter));
}

/**
 * A suffix an apostrophe joins to a word of three or more letters: Turkish writes case endings so after a name
 * ("Pexels'ten", "Instagram'ı"), English its contractions ("you're"). Such a suffix is no word of its own, and read as
 * one it was a stop word elsewhere ("ten": Czech). French and Italian elide before the apostrophe ("l'image",
 * "qu'il"), which the length keeps.
 */
const APOSTROPHE_SUFFIX = /(\p{L}{3,})['’]\p{L}+/gu;

function withoutSuffixes(text: string): string {
  return text.replace(APOSTROPHE_SUFFIX, '$1');
}

/**
 * A detector's reading of a short text is a guess: "getRevisions" reads as Catalan, "hide nav item" as Latvian. It
 * counts for another language only over four words or more, and only with a lead of a tenth over the likeliest of the
 * reader's languages (development sets: 230 more of 1,091 requests in languages without phrases read as such, three
 * of ~17,000 requests in the reader's languages newly misread).
 */
const MIN_WORDS_TO_DETECT = 4;
const MIN_DETECTED_LEAD = 1.1;

function detectedLead({ scores }: DetectedLanguage, languages: readonly TextLanguage[]): number {
  const own = new Set(languages.map(primaryLanguage));
  let bestOwn = 0;
  let bestOther = 0;
  for (const [language, score] of Object.entries(scores)) {
    if (own.has(language)) bestOwn = Math.max(bestOwn, score);
    else bestOther = Math.max(bestOther, score);
  }
  return bestOther / bestOwn;
}

/**
 * The languages a text is read as written in by its stop words: those without phrases when the rule was measured, now
 * with or without a profile. Not every other language: Spanish, French or Croatian stop words are too often an English
 * request's words ("show me Maya's full bio": Croatian "me", "bio").
 */
const LANGUAGES_TOLD_BY_STOP_WORDS: readonly TextLanguage[] = [
  ...LANGUAGES_WITHOUT_PROFILE,
  ...['ar', 'bg', 'cs', 'da', 'el', 'fi', 'he', 'hi', 'hu', 'id', 'no', 'sk', 'th', 'uk', 'vi'],
];

const stopWordsByLanguage = new Map<TextLanguage, ReadonlySet<string>>();

/**
 * A language's stop words as the `stopword` lists give them, folded: here they tell languages apart, so the words
 * search keeps for their meaning (Danish and German "alle") count too.
 */
function stopWordsOf(language: TextLanguage): ReadonlySet<string> {
  let words = stopWordsByLanguage.get(language);
  if (!words) {
    words = new Set((languageProfile(language)?.stopWords ?? STOP_WORDS_WITHOUT_PROFILE[language] ?? []).map((word) => foldAccents(word.toLowerCase())));
    stopWordsByLanguage.set(language, words);
  }
  return words;
}

export type WrittenInOtherLanguageOptions = {
  /** The languages the reader knows. */
  languages: readonly TextLanguage[];
  /** Every lower-case letter of the reader's own texts; a text spelt with others is in another language. */
  letters?: ReadonlySet<string>;
  /** Reads a text's language from its n-grams; without it, only scripts, letters and stop words decide. */
  detectLanguage?: LanguageDetector;
};

/**
 * Whether `text` reads as written in none of `languages`: most of its words are in scripts none of them is written
 * in ("Δείξε μου όλες τις σελίδες"), the detector reads another language with a lead ("Päivitä etusivun otsikko
 * sanomaan Kevätale"), some words are spelt with letters none of the reader's texts has ("Покажи всі сторінки":
 * Ukrainian і), or its stop words are most those of another language ("Kan du vise mig alle sider?" is Danish, "alle"
 * no Swedish stop word). A tie counts for `languages`, and so does a text without stop words in their scripts: a
 * keyword query says nothing of its language.
 */
export function writtenInOtherLanguage(text: string, { languages, letters, detectLanguage }: WrittenInOtherLanguageOptions): boolean {
  // One-letter words ("a", "i", the "s" of "Maya's") are stop words of half the languages and tell none apart.
  const words = tokenize(withoutSuffixes(text), { splitIdentifiers: false, segmentUnspacedScripts: true }).filter(
    (word) => wordScript(word) !== 'none' && word.length > 1,
  );
  if (words.length === 0) return false;
  const scripts = new Set(languages.map((language) => languageProfile(language)?.script));
  if (words.filter((word) => scripts.has(wordScript(word))).length * 2 < words.length) return true;
  const detected = detectLanguage?.(text);
  if (detected?.reliable && detected.language) {
    // Letters and stop words misread the reader's own texts ("Свяжитесь с нами": "нами" is a Ukrainian stop word);
    // a detector sure of one of its languages overrules them.
    if (languages.map(primaryLanguage).includes(detected.language)) return false;
    if (words.length >= MIN_WORDS_TO_DETECT && detectedLead(detected, languages) >= MIN_DETECTED_LEAD) return true;
  }
  if (letters) {
    const scriptsSpelledOtherwise = words.filter((word) => spelledWithOtherLetters(word, letters)).map(wordScript);
    const enough = ([script, least]: [string, number]) => scriptsSpelledOtherwise.filter((each) => each === script).length >= least;
    if (Object.entries(MIN_WORDS_WITH_OTHER_LETTERS).some(enough)) return true;
  }
  const folded = words.map(foldAccents);
  const count = (language: TextLanguage) => folded.filter((word) => stopWordsOf(language).has(word)).length;
  const own = Math.max(0, ...languages.map(count));
  return LANGUAGES_TOLD_BY_STOP_WORDS.some((language) => !languages.includes(language) && count(language) > Math.max(own, MIN_OTHER_STOP_WORDS - 1));
}
