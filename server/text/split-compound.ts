/** Parts shorter than this are mostly suffixes and linking letters, not words. */
const MIN_HEAD = 3;
const MIN_TAIL = 4;
/** German and Dutch join the parts of a compound with these: "Leistung-s-seite", "Kaart-en-bak". */
const LINKING = /(?:es|en|s|n|e)$/;

/**
 * The known parts of a compound no vocabulary spells out: German "Leistungsseite" -> "seite" (and
 * "leistung" if known), "Zeltfoto" -> "foto", English "homepage" -> "home", "page". The longest known last
 * part wins, since a compound names a kind of its last part. `knownTermsOf` gives a part's terms that the
 * vocabulary has (none when it has none). Undefined when no last part is known.
 */
export function splitCompound(word: string, knownTermsOf: (part: string) => string[]): string[] | undefined {
  for (let cut = MIN_HEAD; cut <= word.length - MIN_TAIL; cut++) {
    const tail = knownTermsOf(word.slice(cut));
    if (tail.length === 0) continue;
    const head = word.slice(0, cut);
    const headTerms = knownTermsOf(head);
    const unlinked = head.replace(LINKING, '');
    const headParts = headTerms.length > 0 || unlinked.length < MIN_HEAD ? headTerms : knownTermsOf(unlinked);
    return [...new Set([...headParts, ...tail])];
  }
  return undefined;
}
