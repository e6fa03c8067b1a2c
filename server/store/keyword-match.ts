/** A piece of text to match against, weighted by how strongly it names the thing (title 1, description less). */
export type WeightedText = { text: string; weight: number };

// Words that would match nearly everything; dropped unless the query has nothing else.
const STOP_WORDS = new Set(['a', 'an', 'and', 'the', 'of', 'for', 'in', 'on', 'with', 'to', 'at', 'by', 'or', 'image', 'photo', 'picture']);

/** "Alpine-Summit_sunrise.png" -> ["alpine", "summit", "sunrise", "png"]. */
export function toWords(text: string): string[] {
  return text.toLowerCase().normalize('NFKD').replace(/[\u0300-\u036f]/g, '').split(/[^\p{L}\p{N}]+/u).filter(Boolean);
}

/** The query's meaningful words; stop words only when nothing else is left. */
export function queryWords(query: string): string[] {
  const words = [...new Set(toWords(query))];
  const meaningful = words.filter((word) => !STOP_WORDS.has(word));
  return meaningful.length > 0 ? meaningful : words;
}

/** What a SQL prefilter should look for so plurals still match: "mountains" -> "mountain". */
export function wordStem(word: string): string {
  return word.length > 3 && word.endsWith('s') ? word.slice(0, -1) : word;
}

/** How well one query word matches one text's words: exact 1, shared stem 0.9, prefix 0.8, inside a word 0.5. */
function wordMatch(queryWord: string, textWords: readonly string[]): number {
  let best = 0;
  for (const word of textWords) {
    if (word === queryWord) return 1;
    if (wordStem(word) === wordStem(queryWord)) best = Math.max(best, 0.9);
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
  const fields = texts.map(({ text, weight }) => ({ words: toWords(text), weight }));
  const wordScores = words.map((queryWord) => Math.max(0, ...fields.map((field) => field.weight * wordMatch(queryWord, field.words))));
  const phrase = toWords(query).join(' ');
  const phraseBonus = Math.max(0, ...fields.map((field) => {
    const joined = field.words.join(' ');
    if (joined === phrase) return field.weight;
    return words.length > 1 && joined.includes(phrase) ? field.weight / 2 : 0;
  }));
  return wordScores.reduce((sum, score) => sum + score, 0) / words.length + phraseBonus;
}
