import { foldAccents } from '../text/fold-accents.ts';
import { stemWord } from '../text/stem-word.ts';
import { isStopWord } from '../text/stop-words.ts';
import { tokenize } from '../text/tokenize.ts';

/** A piece of text to match against, weighted by how strongly it names the thing (title 1, description less). */
export type WeightedText = { text: string; weight: number };

// English stop words and stems only: every language's list would drop real name words ("war" and
// "tag" are German stop words, "dove" an Italian one). Multilingual name search would list the site's languages.
const NAME_LANGUAGE = 'en';
// Words that name the kind of thing sought rather than which one: "a photo of the lake" is about the lake.
const GENERIC_WORDS = new Set(['image', 'photo', 'picture']);

/** "Alpine-Summit_sunrise.png" -> ["alpine", "summit", "sunrise", "png"]; accents folded, "iPhone" kept whole. */
export function toWords(text: string): string[] {
  // Folded before tokenising: names from macOS arrive decomposed ("e" + U+0301), which would split words.
  return tokenize(foldAccents(text), { splitIdentifiers: false });
}

/** The query's meaningful words; stop words only when nothing else is left. */
export function queryWords(query: string): string[] {
  const words = [...new Set(toWords(query))];
  const meaningful = words.filter((word) => !GENERIC_WORDS.has(word) && !isStopWord(word, { languages: [NAME_LANGUAGE] }));
  return meaningful.length > 0 ? meaningful : words;
}

/**
 * What a SQL prefilter should look for so inflected forms still match: the start of the word its stem keeps,
 * "mountains" -> "mountain", "gallery" -> "galler" (the stem "galleri" is no substring of "Gallery").
 */
export function wordStem(word: string): string {
  const stem = stemWord(word, NAME_LANGUAGE);
  let shared = 0;
  while (shared < stem.length && stem[shared] === word[shared]) shared++;
  return shared > 0 ? word.slice(0, shared) : word;
}

/**
 * What a SQL prefilter should look for: each query word's `wordStem`, and the word as typed where folding
 * changed it, since LIKE folds neither accents nor "ß" ("straße" is folded to "strasse").
 */
export function prefilterWords(query: string): string[] {
  const words = queryWords(query);
  const typed = tokenize(query.normalize('NFC'), { splitIdentifiers: false }).filter((word) => {
    const folded = foldAccents(word);
    return folded !== word && words.includes(folded);
  });
  return [...new Set([...words.map(wordStem), ...typed])];
}

/** One text's words, with their stems worked out only when a comparison needs them. */
type AnalysedText = { words: string[]; stems: Array<string | undefined>; weight: number };

// Stemming every word of every candidate row costs more than the rest of the scoring; a stem keeps
// its word's first letter, so only words starting like the query word can share its stem.
function stemAt(text: AnalysedText, index: number): string {
  const stem = text.stems[index] ?? stemWord(text.words[index]!, NAME_LANGUAGE);
  text.stems[index] = stem;
  return stem;
}

/** How well one query word matches one text's words: exact 1, shared stem 0.9, prefix 0.8, inside a word 0.5. */
function wordMatch(queryWord: string, queryStem: string, text: AnalysedText): number {
  let best = 0;
  for (const [index, word] of text.words.entries()) {
    if (word === queryWord) return 1;
    if (word[0] === queryWord[0] && stemAt(text, index) === queryStem) best = Math.max(best, 0.9);
    else if (queryWord.length >= 2 && word.startsWith(queryWord)) best = Math.max(best, 0.8);
    else if (queryWord.length >= 3 && word.includes(queryWord)) best = Math.max(best, 0.5);
  }
  return best;
}

/**
 * A relevance score for `query` against weighted texts: the average over query words of the best weighted
 * match, plus a bonus when the whole query appears as a phrase. 0 means no query word matched.
 */
export function keywordScore(query: string, texts: readonly WeightedText[]): number {
  const words = queryWords(query);
  if (words.length === 0) return 0;
  const fields = texts.map(({ text, weight }): AnalysedText => ({ words: toWords(text), stems: [], weight }));
  const wordScores = words.map((queryWord) => {
    const queryStem = stemWord(queryWord, NAME_LANGUAGE);
    return Math.max(0, ...fields.map((field) => field.weight * wordMatch(queryWord, queryStem, field)));
  });
  const phrase = toWords(query).join(' ');
  const phraseBonus = Math.max(
    0,
    ...fields.map((field) => {
      const joined = field.words.join(' ');
      if (joined === phrase) return field.weight;
      return words.length > 1 && joined.includes(phrase) ? field.weight / 2 : 0;
    }),
  );
  return wordScores.reduce((sum, score) => sum + score, 0) / words.length + phraseBonus;
}
