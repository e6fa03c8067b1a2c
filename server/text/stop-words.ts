import { foldAccents } from './fold-accents.ts';
import { languageProfile, type TextLanguage, UNKNOWN_TEXT_LANGUAGES } from './language-profile.ts';

// Words that look like stop words in some language but name things editors ask a CMS for.
const MEANINGFUL = new Set([
  // "all", "new", "first", "last" and the like tell listing from reading one, or which one
  ...['all', 'page', 'post', 'new', 'first', 'last', 'top', 'show', 'seite', 'site', 'link', 'menu', 'image', 'web', 'url'],
  ...['neu', 'alle', 'todos', 'todas', 'tous', 'toutes', 'tutti', 'tutte'],
  // German web words in the German list: "Startseite" (home page), "Suche" (search)
  ...['startseite', 'suche'],
  ...['alles', 'alla', 'allt', 'forsta', 'sista', 'senast', 'wszystkie', 'wszystkich', 'wszystko'],
  ...['toate', 'tot', 'toata', 'noua', 'prima', 'primul', 'tum', 'butun', 'hepsi', 'ilk', 'все', 'всех', '전부', '모두'],
  // verb particles that carry the verb: Dutch "zet aan/uit" (show/hide), Swedish "ta bort" (delete), "ladda upp"
  ...['aan', 'uit', 'bort', 'upp', 'ner'],
  // Romanian "caut" (I look for)
  'caut',
  // stop words of one phrase language that are content words of another or of English: Swedish "byt" (swap), "ny"
  // (new), "sök" (search) in Czech, Danish and Hungarian lists; "media", "alt" (text), "end", "fire", "us" (about us)
  ...['byt', 'ny', 'sok', 'media', 'alt', 'end', 'fire', 'us', 'bio', 'global'],
]);

const stopWordSets = new Map<string, ReadonlySet<string>>();

/** The folded stop words of `languages`, built once per list of languages. */
function stopWordSet(languages: readonly TextLanguage[]): ReadonlySet<string> {
  const key = languages.join(',');
  let words = stopWordSets.get(key);
  if (!words) {
    words = new Set(
      languages
        .flatMap((language) => languageProfile(language)?.stopWords ?? [])
        .map((word) => foldAccents(word.toLowerCase()))
        .filter((word) => !MEANINGFUL.has(word)),
    );
    stopWordSets.set(key, words);
  }
  return words;
}

export type StopWordOptions = {
  /**
   * Whose stop words count. The default, `UNKNOWN_TEXT_LANGUAGES`, suits text of unknown
   * language: "de" or "per" says nothing about what a request wants in any of them.
   */
  languages?: readonly TextLanguage[];
};

/** Whether `word` (lower-case; accents may be folded or not) is too common to carry meaning. */
export function isStopWord(word: string, { languages = UNKNOWN_TEXT_LANGUAGES }: StopWordOptions = {}): boolean {
  return stopWordSet(languages).has(foldAccents(word));
}
