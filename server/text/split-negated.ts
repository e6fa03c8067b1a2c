import { boundText } from './bound-text.ts';
import { foldAccents } from './fold-accents.ts';
import { NEGATIONS, negates } from './negates.ts';
import { tokenize } from './tokenize.ts';

/** How many words after a negation it reaches: "don't delete the old winter sale post". */
const WORDS_AFTER = 5;
/** How many words before a negation that ends its clause it reaches: "Löschen ist nicht nötig". */
const WORDS_BEFORE = 2;
/** Clauses end at punctuation, dashes and line breaks, in the scripts written with and without spaces. */
const CLAUSE_END = /[,;:.!?…–—()\n，、；：。！？]+/u;

/**
 * A message's words split into those a negation in their clause reaches and the rest: "don't delete anything, just
 * rename the page" negates "delete anything" and asks "just rename the page". Without a negation, the message is
 * all asked, as it is; else both are lower-cased words joined by spaces, the negations themselves in neither.
 */
export function splitNegated(text: string): { asked: string; negated: string } {
  if (!negates(text)) return { asked: text, negated: '' };
  const asked: string[] = [];
  const negated: string[] = [];
  for (const clause of boundText(text).split(CLAUSE_END)) {
    const words = tokenize(clause, { segmentUnspacedScripts: true });
    const isNegation = (word: string) => NEGATIONS.has(foldAccents(word));
    const at = words.findIndex(isNegation);
    const endsClause = at >= words.length - 2;
    const from = at < 0 ? words.length : endsClause ? Math.max(0, at - WORDS_BEFORE) : at + 1;
    const to = at < 0 ? words.length : Math.min(words.length, at + 1 + WORDS_AFTER);
    words.forEach((word, index) => {
      if (!isNegation(word)) (index >= from && index < to ? negated : asked).push(word);
    });
  }
  return { asked: asked.join(' '), negated: negated.join(' ') };
}
