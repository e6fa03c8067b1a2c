import { boundWord } from './bound-text.ts';
import type { TextLanguage } from './language-profile.ts';
import { segmentWords } from './segment-words.ts';
import { splitIdentifier } from './split-identifier.ts';

export type TokenizeOptions = {
  /**
   * Split identifiers into their parts ("cms_getPage" -> "cms", "get", "page"), so tool and parameter
   * names meet plain words. Leave off for prose and content names, where "iPhone" is one word.
   * @default true
   */
  splitIdentifiers?: boolean;
  /**
   * Split runs of scripts written without spaces (Japanese, Chinese, Thai) into words with the word
   * segmenter: "画像を探す" -> "画像", "を", "探す" instead of one token. `analyze` turns it on for search;
   * text in other scripts is tokenised the same either way.
   * @default false
   */
  segmentUnspacedScripts?: boolean;
  /** The text's language, for the segmenter's word-break rules. */
  language?: TextLanguage;
};

/**
 * A word: letters and digits with the marks they carry. Devanagari and Thai write vowels as combining marks ("पेज",
 * "เพิ่ม"), which would otherwise cut every word into letters.
 */
const WORD = /[\p{L}\p{N}][\p{L}\p{M}\p{N}]*/gu;

const UNSPACED_SCRIPT = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;

/**
 * Lower-cased words and numbers in any script: ASCII tokenizers such as wink's drop "imágenes" and "Menüpunkt".
 * A word longer than `MAX_WORD_CHARACTERS` is cut to that length, so no step after this one works on a longer word.
 */
export function tokenize(text: string, { splitIdentifiers = true, segmentUnspacedScripts = false, language }: TokenizeOptions = {}): string[] {
  const runs = (splitIdentifiers ? splitIdentifier(text) : text).toLowerCase().match(WORD) ?? [];
  // Only runs containing such scripts go through the segmenter, which would also split "m²" or "3.5".
  if (!segmentUnspacedScripts || !UNSPACED_SCRIPT.test(text)) return runs.map(boundWord);
  return runs.flatMap((run) => (UNSPACED_SCRIPT.test(run) ? segmentWords(run, { language }) : [run])).map(boundWord);
}
