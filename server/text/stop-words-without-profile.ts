import { ben, est, fas, lav, lit, urd } from 'stopword';
import type { TextLanguage } from './language-profile.ts';

/**
 * Stop words of languages text analysis has no profile for (no stemmer, no phrases), only to tell that a text is
 * written in one of them: a Persian or Urdu request is written in Arabic letters, an Estonian one shares words with
 * Finnish phrases.
 */
export const STOP_WORDS_WITHOUT_PROFILE: Readonly<Record<TextLanguage, readonly string[]>> = {
  bn: ben,
  et: est,
  fa: fas,
  lt: lit,
  lv: lav,
  ur: urd,
};

/** The languages above, for text whose language may be none with a profile. */
export const LANGUAGES_WITHOUT_PROFILE: readonly TextLanguage[] = Object.keys(STOP_WORDS_WITHOUT_PROFILE);
