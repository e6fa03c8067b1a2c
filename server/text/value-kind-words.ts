import { URL_VALUE } from './strip-values.ts';

/** The same address, tested without a global pattern's remembered position: safe to reuse on every search. */
const HAS_URL = new RegExp(URL_VALUE.source, 'i');

/**
 * The words that name the kinds of value a request carries, as tools name the parameters that take them: an address
 * ("read https://lnt.org/why and sum it up") is what a `url` parameter takes. BM25 reads the address's own words
 * ("lnt", "why") as any others; the kind is evidence for the tools that can use the value: docs/decisions/103.
 */
export function valueKindWords(text: string): string[] {
  return HAS_URL.test(text) ? ['url'] : [];
}
