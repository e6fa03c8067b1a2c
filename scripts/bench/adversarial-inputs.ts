/** A message built to make text analysis slow, and what it targets. */
export type AdversarialInput = { name: string; text: string };

/** Repeats `unit` up to exactly `length` code units (never splitting a surrogate pair at the end). */
const fill = (unit: string, length: number) => {
  const text = unit.repeat(Math.ceil(length / unit.length)).slice(0, length);
  return /[\uD800-\uDBFF]$/.test(text) ? text.slice(0, -1) : text;
};

/** A deterministic pseudo-random word of `size` lower-case letters, so no stem is remembered from another input. */
const randomWord = (seed: number, size: number) => {
  let state = seed;
  let word = '';
  for (let index = 0; index < size; index++) {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    word += String.fromCharCode(97 + (state % 26));
  }
  return word;
};

/**
 * Inputs of `length` characters aimed at each step of text analysis: one long word per script (stemmers,
 * compound splitting, the Korean split, the word segmenter), identifiers (`splitIdentifier`'s patterns),
 * accents (folding) and many short distinct words (one stem per word per language, no cache hits).
 */
export function adversarialInputs(length: number): AdversarialInput[] {
  const words: string[] = [];
  for (let seed = 1, size = 0; size < length; seed++) {
    const word = randomWord(seed, 3 + (seed % 5));
    words.push(word);
    size += word.length + 1;
  }
  // German stop words make the query read as a compounding language, so every unknown word is split at each cut.
  const compounds: string[] = ['der die das und'];
  for (let seed = 1, size = 16; size < length; seed++) {
    const word = randomWord(seed, 40);
    compounds.push(word);
    size += word.length + 1;
  }
  return [
    { name: 'one word, one letter repeated', text: fill('a', length) },
    { name: 'one word, random letters', text: randomWord(7, length) },
    { name: 'one word of compounds ("seite" repeated)', text: fill('seite', length) },
    { name: 'one German-looking word ("datenschutz" + random)', text: `datenschutz${randomWord(11, length - 11)}` },
    { name: 'capitals only (identifier split)', text: fill('A', length) },
    { name: 'camelCase run (identifier split)', text: fill('aB', length) },
    { name: 'snake_case identifier', text: fill('cms_getPage_', length) },
    { name: 'one Korean word', text: fill('페이지', length) },
    { name: 'one Japanese run (word segmenter)', text: fill('画像を探す', length) },
    { name: 'one Cyrillic word', text: fill('страница', length) },
    { name: 'combining accents', text: fill('e\u0301', length) },
    { name: 'digits', text: fill('7', length) },
    { name: 'emoji', text: fill('😀', length) },
    { name: 'Spanish enclitics ("cámbialo " repeated)', text: fill('cámbialo ', length) },
    { name: 'many short distinct words', text: words.join(' ').slice(0, length) },
    { name: 'German stop words, then long unknown words', text: compounds.join(' ').slice(0, length) },
    { name: 'stop words repeated ("the ")', text: fill('the ', length) },
  ];
}
