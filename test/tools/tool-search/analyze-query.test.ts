import { describe, expect, it } from 'vitest';
import {
  analyzeQuery,
  compoundingGuess,
  compoundPartLookup,
  phraseStemLanguages,
  stopWordKeeper,
  unknownWordReader,
} from '../../../server/tools/tool-search/analyze-query.ts';

const phraseWords = new Map([
  ['poza', new Set(['ro'])],
  ['dat', new Set(['ro'])],
  ['delete', new Set(['en', 'de'])],
  ['seite', new Set(['de'])],
  ['la', new Set(['ro'])],
]);

describe('stopWordKeeper', () => {
  it("keeps a stop word of some language that the phrases use, when the query reads as the phrases' language", () => {
    expect(stopWordKeeper({ phraseWords, likely: ['ro'] })('poza')).toBe(true);
  });

  it('drops it when the query reads as a language listing it as a stop word and not as one whose phrases use it', () => {
    expect(stopWordKeeper({ phraseWords, likely: ['nl'] })('dat')).toBe(false);
  });

  it('drops words the phrases never use, and words under three letters', () => {
    expect(stopWordKeeper({ phraseWords, likely: ['ro'] })('the')).toBe(false);
    expect(stopWordKeeper({ phraseWords, likely: ['ro'] })('la')).toBe(false);
  });
});

describe('phraseStemLanguages', () => {
  it('stems a word the English phrases use only in the languages whose phrases use it', () => {
    expect(phraseStemLanguages(phraseWords)('delete')).toEqual(['en', 'de']);
  });

  it('stems other words in every language', () => {
    expect(phraseStemLanguages(phraseWords)('seite')).toBeUndefined();
    expect(phraseStemLanguages(phraseWords)('unknown')).toBeUndefined();
  });
});

describe('compoundPartLookup', () => {
  it('gives the known terms of a part, and none once the lookups are spent', () => {
    const lookup = compoundPartLookup({ queryLanguages: ['de'], isKnownTerm: (term) => term === 'seit', lookups: 2 });
    expect(lookup('seite')).toEqual(['seit']);
    expect(lookup('blume')).toEqual([]);
    expect(lookup('seite')).toEqual([]);
  });
});

describe('compoundingGuess', () => {
  it('reads German as a compounding language and English as not', () => {
    expect(compoundingGuess({ tokens: ['die', 'leistungsseite', 'und', 'das'], queryLanguages: ['en', 'de'] })()).toBe(true);
    expect(compoundingGuess({ tokens: ['the', 'services', 'page', 'and'], queryLanguages: ['en', 'de'] })()).toBe(false);
  });
});

describe('unknownWordReader', () => {
  const known = new Set(['seit', 'navig', 'menu']);
  const reader = (compounding: boolean) =>
    unknownWordReader({
      isKnownTerm: (term) => known.has(term),
      readsAsCompounding: () => compounding,
      knownTermsOf: (part) => (known.has(part) ? [part] : part === 'seite' ? ['seit'] : part === 'navigation' ? ['navig'] : []),
      correctTypo: (word) => (word === 'navigaton' ? 'navigation' : undefined),
    });

  it('keeps a word the index knows as it is', () => {
    expect(reader(true)({ word: 'menu', terms: ['menu'] })).toEqual(['menu']);
  });

  it('reads an unknown word of a compounding query by its known parts', () => {
    expect(reader(true)({ word: 'leistungsseite', terms: ['leistungsseit'] })).toEqual(['seit']);
    expect(reader(false)({ word: 'leistungsseite', terms: ['leistungsseit'] })).toEqual(['leistungsseit']);
  });

  it('reads an unknown word as the known word it misspells', () => {
    expect(reader(false)({ word: 'navigaton', terms: ['navigaton'] })).toEqual(['navig']);
  });

  it('leaves words of other scripts to their own terms', () => {
    expect(reader(true)({ word: 'ページ', terms: ['ページ'] })).toEqual(['ページ']);
  });
});

describe('analyzeQuery', () => {
  const options = {
    phraseWords,
    isKnownTerm: (term: string) => term === 'delet' || term === 'seit',
    correctTypo: () => undefined,
    queryLanguages: ['en', 'de'] as const,
    dropStopWords: true,
  };

  it('gives one entry per content word, its stop words gone', () => {
    // "delete" is in English and German phrases: stemmed in those two only. "page" is stemmed in both query languages.
    expect(analyzeQuery({ query: 'please delete the page', ...options })).toEqual([['pleas'], ['delet'], ['page', 'pag']]);
  });

  it('reads a German compound by its known last part', () => {
    expect(analyzeQuery({ query: 'die Leistungsseite', ...options })).toEqual([['seit']]);
  });
});
