import { describe, expect, it } from 'vitest';
import { describeQueryWords } from '../../../server/tools/tool-search/query-words.ts';

const known = new Set(['send', 'publish', 'post', 'seite']);
const base = new Set(['send', 'publish', 'post']);
const describe_ = (words: string[][], askingWords = words) =>
  describeQueryWords({
    words,
    askingWords,
    isKnownTerm: (term) => known.has(term),
    isBaseTerm: (term) => base.has(term),
    wordWeight: (terms) => (terms.some((term) => known.has(term)) ? 1 : 3),
  });

describe('describeQueryWords', () => {
  it('weighs the asking words no tool text has, an unknown word as much as the rarest', () => {
    const words = describe_([['send'], ['email'], ['subscrib']]);
    expect(words.unknownShare).toBeCloseTo(6 / 7);
    expect(words.unknownCount).toBe(2);
    expect(words.unknownWords).toEqual([['email'], ['subscrib']]);
    expect(words.knownShare).toBeCloseTo(1 / 7);
  });

  it('counts what the values name in what a match can explain, not in what the query asks for', () => {
    const words = describe_([['delete'], ['post'], ['holiday']], [['delete'], ['post']]);
    expect(words.count).toBe(3);
    expect(words.unknownCount).toBe(1);
    expect(words.unknownWords).toEqual([['delete']]);
    expect(words.knownShare).toBeCloseTo(1 / 7);
  });

  it("says how much of the known words' weight the catalogue's own language has", () => {
    expect(describe_([['seite'], ['post']]).baseLanguageShare).toBe(0.5);
  });
});
