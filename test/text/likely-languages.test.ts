import { describe, expect, it } from 'vitest';
import { likelyLanguages } from '../../server/text/likely-languages.ts';
import { tokenize } from '../../server/text/tokenize.ts';

const candidates = ['en', 'de', 'nl', 'ro', 'pl'];

describe('likelyLanguages', () => {
  it('names the language whose stop words the text uses most', () => {
    expect(likelyLanguages(tokenize('wat staat er op de pagina'), candidates)).toEqual(['nl']);
    expect(likelyLanguages(tokenize('show me the pages'), candidates)).toEqual(['en']);
  });

  it('names every language on a tie, and none when no word is a stop word', () => {
    expect(likelyLanguages(tokenize('dank je, dat was alles'), candidates)).toEqual(['de', 'nl']);
    expect(likelyLanguages(tokenize('Seiten Übersicht'), candidates)).toEqual([]);
  });
});
