import { foldAccents } from '../../text/fold-accents.ts';
import { tokenize } from '../../text/tokenize.ts';

/** What makes two phrases the same: their words, case, accents and punctuation aside ("Publish it!" is "publish it"). */
export function phraseKey(phrase: string): string {
  return foldAccents(tokenize(phrase, { splitIdentifiers: false }).join(' '));
}
