import { URL_VALUE } from './strip-values.ts';

/**
 * The words that name the kinds of value a request carries, as tools name the parameters that take them: an address
 * ("read https://lnt.org/why and sum it up") is what a `url` parameter takes. BM25 reads the address's own words
 * ("lnt", "why") as any others; the kind is evidence for the tools that can use the value: docs/decisions/103.
 */
export function valueKindWords(text: string): string[] {
  // A global pattern remembers where it last matched: test a fresh copy.
  return new RegExp(URL_VALUE.source, 'i').test(text) ? ['url'] : [];
}
