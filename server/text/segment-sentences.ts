import type { TextLanguage } from './language-profile.ts';

export type SegmentSentencesOptions = {
  /** Whose sentence-break rules to use; a fixed default, so results do not depend on the host's locale. */
  language?: TextLanguage;
};

const segmenters = new Map<TextLanguage, Intl.Segmenter>();

/**
 * The sentences of `text`, trimmed, by Unicode sentence boundaries (UAX #29): a full stop followed by a
 * lower-case word ("e.g. the") does not end one, a line break always does, and "。" works like ".".
 */
export function segmentSentences(text: string, { language = 'en' }: SegmentSentencesOptions = {}): string[] {
  let segmenter = segmenters.get(language);
  if (!segmenter) {
    segmenter = new Intl.Segmenter(language, { granularity: 'sentence' });
    segmenters.set(language, segmenter);
  }
  return Array.from(segmenter.segment(text), (segment) => segment.segment.trim()).filter(Boolean);
}
