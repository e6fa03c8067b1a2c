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
    // The languages added since (decision 093), whose stop words text of unknown language keeps: their "that",
    // "is", "for" of "that's all for today" are here. So are the halves of greetings that alone are ordinary words
    // or say "fine" ("bon dia", "dobro jutro", "בוקר טוב", "xin chào"), which greet only beside a courtesy word.
    ...['vše', 'všechno', 'všetko', 'dnes', 'dnešek', 'dnešok', 'moc', 'veľmi', 'pekne', 'pomoc', 'pro', 'dobré'],
    ...['sve', 'danas', 'puno', 'lijepa', 'pomoći', 'dobro'],
    ...['alt', 'hjælpen', 'hjelpen', 'tusind', 'tusen', 'mange', 'mye'],
    ...['kaikki', 'siinä', 'tässä', 'tänään', 'tältä', 'päivältä', 'paljon', 'avusta'],
    ...['minden', 'ennyi', 'volt', 'mára', 'szépen', 'nagyon', 'segítséget'],
    ...['això', 'tot', 'avui', 'moltes', 'bon', 'bona', 'dia', 'tarda', 'nit'],
    ...['όλα', 'αυτά', 'για', 'σήμερα', 'πολύ', 'βοήθεια', 'σου', 'σας'],
    ...['це', 'все', 'сьогодні', 'дуже', 'допомогу', 'день'],
    ...['това', 'е', 'всичко', 'днес', 'много', 'помощта', 'добро'],
    ...['רבה', 'זה', 'הכל', 'הכול', 'להיום', 'היום', 'על', 'העזרה', 'טוב'],
    ...['هذا', 'كل', 'شيء', 'اليوم', 'لليوم', 'على', 'المساعدة', 'لمساعدتك'],
    ...['बहुत', 'आज', 'के', 'लिए', 'बस', 'इतना', 'ही', 'मदद', 'आपका', 'आपकी'],
    ...['แค่นี้', 'แค่นี้ก่อน', 'วันนี้', 'วันนี้แค่นี้', 'วันนี้แค่นี้ก่อน'],
    ...['terima', 'banyak', 'itu', 'saja', 'sahaja', 'untuk', 'hari', 'ini', 'semua', 'atas', 'bantuan', 'bantuannya'],
    ...['pagi', 'siang', 'sore', 'malam', 'petang', 'sampai'],
    ...['bạn', 'rất', 'nhiều', 'vậy', 'đủ', 'cho', 'hôm', 'nay', 'giúp', 'đỡ', 'xin', 'tạm', 'biệt'],
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
