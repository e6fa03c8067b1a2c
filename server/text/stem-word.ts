import { languageProfile, type TextLanguage } from './language-profile.ts';

/** The stem of a lower-case word in `language`: "publicar" -> "public" in Spanish; the word itself when the language has no stemmer. */
export function stemWord(word: string, language: TextLanguage): string {
  const stem = languageProfile(language)?.stem;
  return stem ? stem(word) : word;
}
