import { editDistance } from './edit-distance.ts';

export type TypoCorrector = (word: string) => string | undefined;

/** Shorter words are left alone: one edit turns "post" into "most", "tours" into "tous". */
const MIN_LENGTH = 6;
/** Longer words are pasted text, not a word with a typo. */
const MAX_LENGTH = 24;

/** One edit up to ten letters, two from eleven: "publsih", "navigaton", "naviagtoin". */
const allowedEdits = (length: number) => (length >= 11 ? 2 : 1);
/**
 * Below this length a changed letter is more often another word than a typo ("summit" and "submit", "spring"
 * and "string"): only a missing, extra or swapped letter counts.
 */
const MIN_LENGTH_FOR_SUBSTITUTION = 8;

/** Two words of one length one edit apart differ by one changed letter unless two neighbours swapped. */
function isSwap(left: string, right: string): boolean {
  const differing = [...left].flatMap((letter, index) => (letter === right[index] ? [] : [index]));
  return differing.length === 2 && differing[1] === differing[0]! + 1;
}

/**
 * Corrects a word no tool text uses to the vocabulary word it most likely misspells, or undefined. The
 * first letter must agree (typists rarely miss it, and it keeps "sale" from becoming "page"); among equally
 * close words the most used one wins. Pure over the vocabulary given: any catalogue's words work.
 */
export function createTypoCorrector(vocabulary: ReadonlyMap<string, number>): TypoCorrector {
  const byFirstLetter = new Map<string, Array<{ word: string; uses: number }>>();
  for (const [word, uses] of vocabulary) {
    if (word.length < MIN_LENGTH - 1 || word.length > MAX_LENGTH + 2) continue;
    const bucket = byFirstLetter.get(word[0]!) ?? [];
    bucket.push({ word, uses });
    byFirstLetter.set(word[0]!, bucket);
  }
  return (word) => {
    if (word.length < MIN_LENGTH || word.length > MAX_LENGTH || vocabulary.has(word)) return undefined;
    const max = allowedEdits(word.length);
    let best: { word: string; distance: number; uses: number } | undefined;
    for (const candidate of byFirstLetter.get(word[0]!) ?? []) {
      const distance = editDistance(word, candidate.word, max);
      if (distance > max) continue;
      if (word.length < MIN_LENGTH_FOR_SUBSTITUTION && candidate.word.length === word.length && !isSwap(word, candidate.word)) continue;
      if (!best || distance < best.distance || (distance === best.distance && candidate.uses > best.uses)) best = { ...candidate, distance };
    }
    return best?.word;
  };
}
