import { describe, expect, it } from 'vitest';
import { keywordScore, prefilterWords, queryWords, toWords, wordStem } from '../../server/store/keyword-match.ts';

describe('keyword matching', () => {
  it('splits names into lowercase words, accents folded', () => {
    expect(toWords('Alpine-Summit_sunrise.PNG')).toEqual(['alpine', 'summit', 'sunrise', 'png']);
    expect(toWords('Crème brûlée')).toEqual(['creme', 'brulee']);
  });

  it('drops stop words unless nothing else is left', () => {
    expect(queryWords('a photo of the lake')).toEqual(['lake']);
    expect(queryWords('the')).toEqual(['the']);
  });

  it('stems plurals for matching', () => {
    expect(wordStem('mountains')).toBe('mountain');
    expect(wordStem('gas')).toBe('gas');
  });

  it('prefilters on the part of each word its stem keeps, and on accented words as typed', () => {
    expect(prefilterWords('the Galleries')).toEqual(['galleri']);
    expect(prefilterWords('gallery')).toEqual(['galler']);
    expect(prefilterWords('Hauptstraße café')).toEqual(['hauptstrass', 'cafe', 'hauptstraße', 'café']);
  });

  it('scores exact words above stems, prefixes and inner matches, and weights fields', () => {
    const score = (query: string, text: string, weight = 1) => keywordScore(query, [{ text, weight }]);
    expect(score('lake', 'Lake view')).toBeGreaterThan(score('lakes', 'Lake view'));
    expect(score('lakes', 'Lake view')).toBeGreaterThan(score('lak', 'Lake view'));
    expect(score('lak', 'Lake view')).toBeGreaterThan(score('ake', 'Lake view'));
    expect(score('lake', 'Lake view', 0.5)).toBeLessThan(score('lake', 'Lake view'));
    expect(score('zebra', 'Lake view')).toBe(0);
  });

  it('prefers texts containing the whole phrase and texts matching more of the words', () => {
    const texts = (text: string) => [{ text, weight: 1 }];
    expect(keywordScore('about us', texts('About us'))).toBeGreaterThan(keywordScore('about us', texts('About our trips and us')));
    expect(keywordScore('summit sunrise', texts('alpine summit sunrise'))).toBeGreaterThan(keywordScore('summit sunrise', texts('summit at noon')));
  });
});
