import { describe, expect, it } from 'vitest';
import { isStopWord } from '../../server/text/stop-words.ts';

describe('isStopWord', () => {
  it('uses every profiled language by default, accents folded', () => {
    expect(isStopWord('the')).toBe(true);
    expect(isStopWord('für')).toBe(true);
    expect(isStopWord('fur')).toBe(true);
    expect(isStopWord('per')).toBe(true);
  });

  it('uses only the given languages when asked, and none for a language without a list', () => {
    expect(isStopWord('per', { languages: ['en'] })).toBe(false);
    expect(isStopWord('the', { languages: ['en'] })).toBe(true);
    expect(isStopWord('the', { languages: ['xx'] })).toBe(false);
  });

  it('keeps words that name things editors ask a CMS for', () => {
    expect(isStopWord('all')).toBe(false);
    expect(isStopWord('seite')).toBe(false);
  });
});

describe('isStopWord in the added languages', () => {
  it('uses their lists, but keeps the words that tell listing from reading one and verb particles that carry the verb', () => {
    expect(isStopWord('het', { languages: ['nl'] })).toBe(true);
    expect(isStopWord('и', { languages: ['ru'] })).toBe(true);
    expect(isStopWord('を', { languages: ['ja'] })).toBe(true);
    expect(isStopWord('alla', { languages: ['sv'] })).toBe(false);
    expect(isStopWord('bort', { languages: ['sv'] })).toBe(false);
    expect(isStopWord('все', { languages: ['ru'] })).toBe(false);
  });
});
