import type { TextLanguage } from './language-profile.ts';

export type SegmentWordsOptions = {
  /** Whose word-break rules to use; a fixed default, so results do not depend on the host's locale. */
  language?: TextLanguage;
};

const segmenters = new Map<TextLanguage, Intl.Segmenter>();

/**
 * The words of `text` by Unicode word boundaries (UAX #29), with ICU's dictionaries for scripts
 * written without spaces: "画像を探す" -> ["画像", "を", "探す"]. Punctuation and spaces are dropped.
 */
export function segmentWords(text: string, { language = 'en' }: SegmentWordsOptions = {}): string[] {
  let segmenter = segmenters.get(language);
  if (!segmenter) {
    segmenter = new Intl.Segmenter(language, { granularity: 'word' });
    segmenters.set(language, segmenter);
  }
  return Array.from(segmenter.segment(text))
    .filter((segment) => segment.isWordLike)
    .map((segment) => segment.segment);
}
