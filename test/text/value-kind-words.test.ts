import { describe, expect, it } from 'vitest';
import { valueKindWords } from '../../server/text/value-kind-words.ts';

describe('valueKindWords', () => {
  it('names an address by the parameter that takes one, however many the text carries', () => {
    expect(valueKindWords('read https://lnt.org/why and http://example.com, then sum them up')).toEqual(['url']);
    expect(valueKindWords('GET https://api.weather.gov/points/37.9,-107.8')).toEqual(['url']);
  });

  it('names nothing in a request without an address, a site path or a domain alone included', () => {
    expect(valueKindWords('link the menu item to /gift-cards')).toEqual([]);
    expect(valueKindWords('is lnt.org a good source?')).toEqual([]);
    // The same text twice: a global pattern tested twice would fail the second time.
    expect(valueKindWords('read https://lnt.org')).toEqual(['url']);
    expect(valueKindWords('read https://lnt.org')).toEqual(['url']);
  });
});
