/** The writing systems text analysis tells apart: each language profile names one. */
export type WordScript = 'latin' | 'cyrillic' | 'greek' | 'arabic' | 'hebrew' | 'devanagari' | 'thai' | 'hangul' | 'cjk' | 'other' | 'none';

const SCRIPTS: ReadonlyArray<[WordScript, RegExp]> = [
  ['latin', /\p{Script=Latin}/u],
  ['cyrillic', /\p{Script=Cyrillic}/u],
  ['greek', /\p{Script=Greek}/u],
  ['arabic', /\p{Script=Arabic}/u],
  ['hebrew', /\p{Script=Hebrew}/u],
  ['devanagari', /\p{Script=Devanagari}/u],
  ['thai', /\p{Script=Thai}/u],
  ['hangul', /\p{Script=Hangul}/u],
  ['cjk', /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u],
];

/**
 * The script of a word, by its first letter: "seite" latin, "страница" cyrillic, "페이지" hangul, "画像" and
 * "ページ" cjk (Japanese and Chinese share Han characters, so they are one script here); "صورة" arabic; "ሰላም" other; "2024"
 * none.
 */
export function wordScript(word: string): WordScript {
  const letter = word.match(/\p{L}/u)?.[0];
  if (!letter) return 'none';
  return SCRIPTS.find(([, pattern]) => pattern.test(letter))?.[0] ?? 'other';
}
