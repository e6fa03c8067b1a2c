/**
 * How much of a message text analysis reads. Analysis is synchronous and some of its steps grow faster than
 * the text (a word is stemmed in up to fifteen languages, and compound splitting analyses every cut of it),
 * so one 100,000-character word held the event loop for over a minute. A request names its tools in its
 * first sentences; the longest message of the discovery evaluation has 143 characters.
 */
export const MAX_ANALYZED_CHARACTERS = 500;

/**
 * The longest word analysis reads; longer words are cut to this length. German compounds stay whole
 * ("Datenschutzerklärungsseite" has 26 letters), and so do URLs' and identifiers' parts.
 */
export const MAX_WORD_CHARACTERS = 32;

/** `text`'s first `MAX_ANALYZED_CHARACTERS` characters, a surrogate pair never cut in half. */
export function boundText(text: string): string {
  if (text.length <= MAX_ANALYZED_CHARACTERS) return text;
  const prefix = text.slice(0, MAX_ANALYZED_CHARACTERS);
  return /[\uD800-\uDBFF]$/.test(prefix) ? prefix.slice(0, -1) : prefix;
}

/** `word` cut to `MAX_WORD_CHARACTERS` code points. */
export function boundWord(word: string): string {
  if (word.length <= MAX_WORD_CHARACTERS) return word;
  return Array.from(word).slice(0, MAX_WORD_CHARACTERS).join('');
}
