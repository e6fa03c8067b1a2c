import { boundText } from './bound-text.ts';
import { primaryLanguage, type TextLanguage } from './language-profile.ts';
import { likelyLanguages } from './likely-languages.ts';
import { segmentSentences } from './segment-sentences.ts';
import { isStopWord } from './stop-words.ts';
import { tokenize } from './tokenize.ts';

// Words that join one request to the next ("list the changes and undo them", "lies den Post, dann…"), per
// language. Only the query's likely languages' words split it, and only when no other likely language uses the word
// otherwise: Spanish "en" (in) is no Dutch "en" (and).
const JOINING_WORDS: Readonly<Record<string, readonly string[]>> = {
  en: ['and', 'then', 'also', 'plus', 'afterwards'],
  de: ['und', 'dann', 'danach', 'außerdem', 'anschließend'],
  fr: ['et', 'puis', 'ensuite', 'aussi'],
  es: ['y', 'luego', 'después', 'también'],
  pt: ['e', 'depois', 'também'],
  it: ['e', 'poi', 'dopo', 'anche'],
  nl: ['en', 'dan', 'daarna', 'ook'],
  sv: ['och', 'sedan', 'därefter', 'också'],
  ro: ['și', 'apoi', 'de asemenea'],
  pl: ['i', 'potem', 'następnie', 'także'],
  tr: ['ve', 'sonra', 'ayrıca'],
  ru: ['и', 'потом', 'затем', 'также'],
};
// Scripts written without spaces join requests with these (Chinese "然后", Japanese "それから", Korean "그리고").
const UNSPACED_JOINS = /然后|并且|接着|之后|それから|その後|그리고|다음에/u;
// A request list's markers: "1.", "2)", "-", "•" at the start of a line or sentence.
const LIST_MARKER = /^\s*(?:\d{1,2}[.)]|[-*•])\s+/u;
// Separators inside a sentence: semicolons, " + ", " & ", and a comma before the next word.
const SEPARATORS = /\s*;\s*|\s+[+&]\s+|,\s+(?=\p{L})/u;

/** A message's parts at most: a longer list is a plan, searched whole. */
const MAX_REQUESTS = 6;

/**
 * The requests a message makes, in order: its sentences and list items, each cut at semicolons, commas and the
 * joining words of the languages it is likely written in ("list recent changes and undo some of them" →
 * "list recent changes", "undo some of them"). One part when nothing splits it, or when it splits into more than
 * MAX_REQUESTS. Parts may be no requests at all ("thanks"): the caller judges each by what it finds.
 */
export function splitRequests(message: string, { languages }: { languages: readonly TextLanguage[] }): string[] {
  const text = boundText(message);
  const likely = likelyLanguages(tokenize(text), languages);
  const joinersOf = (language: TextLanguage) => JOINING_WORDS[primaryLanguage(language)] ?? [];
  const words = [...new Set(likely.flatMap(joinersOf))].filter((word) =>
    likely.every((language) => joinersOf(language).includes(word) || !isStopWord(word, { languages: [language] })),
  );
  // One or more joining words in a row ("und dann") make one cut.
  const joining = words.length > 0 ? new RegExp(`\\s+(?:(?:${words.join('|')})\\s+)+`, 'iu') : undefined;
  const parts = segmentSentences(text)
    .map((sentence) => sentence.replace(LIST_MARKER, ''))
    .flatMap((sentence) => sentence.split(SEPARATORS))
    .flatMap((part) => (joining ? part.split(joining) : [part]))
    .flatMap((part) => part.split(UNSPACED_JOINS))
    .map((part) => part.replace(LIST_MARKER, '').trim())
    .filter((part) => tokenize(part).length > 0);
  const requests = withoutLoneWords(parts);
  return requests.length > 1 && requests.length <= MAX_REQUESTS ? requests : [text];
}

/**
 * A one-word part is a verb that shares the next part's object ("create and publish a blog post"), not a request
 * of its own: it is joined to the next part (the last one to the part before it).
 */
function withoutLoneWords(parts: readonly string[]): string[] {
  const joined: string[] = [];
  let pending = '';
  for (const part of parts) {
    const text = pending ? `${pending} ${part}` : part;
    pending = tokenize(text, { segmentUnspacedScripts: true }).length < 2 ? text : '';
    if (!pending) joined.push(text);
  }
  if (!pending) return joined;
  const last = joined.pop();
  return [...joined, last === undefined ? pending : `${last} ${pending}`];
}
