import { boundText } from './bound-text.ts';
import { isCourtesyWord } from './courtesy-words.ts';
import { foldAccents } from './fold-accents.ts';
import { refersBack } from './refers-back.ts';
import { isStopWord } from './stop-words.ts';
import { tokenize } from './tokenize.ts';

// Words that close a conversation without asking for anything: "that's all for today", "c'est tout",
// "grazie mille", "é tudo por hoje". Not acknowledgements: "ok" or "perfect" after "Shall I publish it?"
// says yes, and the work it approves needs the ids in working memory. Folded and lower-case.
const CLOSING_WORDS = new Set(
  [
    ...['all', 'everything', 'today', 'now', 'much', 'help'],
    ...['alles', 'heute', 'vielen', 'hilfe'],
    ...['tout', 'aujourd', 'hui', 'beaucoup', 'aide'],
    ...['todo', 'hoy', 'muchas', 'ayuda'],
    ...['tudo', 'hoje', 'muito', 'ajuda'],
    ...['tutto', 'oggi', 'mille', 'tante', 'aiuto'],
    ...['vandaag', 'hulp'],
  ].map(foldAccents),
);

/**
 * Whether a message only greets, thanks or says goodbye ("thanks, that's all for today", "Danke, das
 * war's"): no word of it asks for work, agrees to any or points back at the conversation.
 */
export function isSmallTalk(message: string): boolean {
  if (refersBack(message)) return false;
  const tokens = tokenize(boundText(message));
  // A greeting or thanks must be there: "👍" or "?" alone may answer the question the agent just asked.
  if (!tokens.some(isCourtesyWord)) return false;
  return tokens.filter((word) => !isStopWord(word)).every((word) => isCourtesyWord(word) || CLOSING_WORDS.has(foldAccents(word.toLowerCase())));
}
