import { languageProfile, type TextLanguage } from './language-profile.ts';
import { tokenize } from './tokenize.ts';
import { wordScript } from './word-script.ts';

/**
 * Whether a reader of `languages` can read `text`: at least half of its words are in the scripts those languages
 * are written in. "모든 페이지를 보여줘" is no text for an English-only model; "SEO 설정 바꿔줘" is not either.
 * Languages without a profile, or none given, read anything.
 */
export function readsScriptOf(text: string, languages: readonly TextLanguage[] | undefined): boolean {
  if (!languages) return true;
  const scripts = new Set(languages.map((language) => languageProfile(language)?.script));
  if (scripts.has(undefined)) return true;
  const words = tokenize(text, { splitIdentifiers: false, segmentUnspacedScripts: true }).filter((word) => wordScript(word) !== 'none');
  if (words.length === 0) return true;
  const readable = words.filter((word) => scripts.has(wordScript(word))).length;
  return readable * 2 >= words.length;
}
