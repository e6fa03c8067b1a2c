import { ara, ben, bul, ces, dan, ell, est, fas, fin, heb, hin, hun, ind, lav, lit, nob, slk, tha, ukr, urd, vie } from 'stopword';
import type { TextLanguage } from './language-profile.ts';

/**
 * Stop words of languages text analysis has no profile for (no stemmer, no phrases), only to tell that a text is
 * written in one of them: a Danish request shares words with Swedish phrases, a Ukrainian one with Russian.
 */
export const STOP_WORDS_WITHOUT_PROFILE: Readonly<Record<TextLanguage, readonly string[]>> = {
  ar: ara,
  bg: bul,
  bn: ben,
  cs: ces,
  da: dan,
  el: ell,
  et: est,
  fa: fas,
  fi: fin,
  he: heb,
  hi: hin,
  hu: hun,
  id: ind,
  lt: lit,
  lv: lav,
  nb: nob,
  sk: slk,
  th: tha,
  uk: ukr,
  ur: urd,
  vi: vie,
};

/** The languages above, for text whose language may be none with a profile. */
export const LANGUAGES_WITHOUT_PROFILE: readonly TextLanguage[] = Object.keys(STOP_WORDS_WITHOUT_PROFILE);
