/** An absolute address with a scheme ("https://lnt.org/why", "ftp://…"). */
export const URL_VALUE = /\b[a-z][a-z\d+.-]*:\/\/\S+/gi;

// What a request names rather than asks for: quoted text, addresses, file names, the value of a key=value pair,
// slugs, numbers and ids. Such words are a capability's arguments, not the capability, so a word no tool text has
// among them says nothing about whether the catalogue can do what is asked ("delete post 'Holiday Gift Cards'").
// In this order: a URL's digits go with the URL, a key=value pair keeps its key (a field name).
const VALUES: ReadonlyArray<readonly [RegExp, string]> = [
  // quoted text; a single-quoted run needs its closing quote before a break, so "Kai's" and "it's" stay
  [/"[^"]*"|“[^”]*”|„[^“”]*[“”]|«[^»]*»|‘[^’]*’|`[^`]*`|'[^'\n]{2,}'(?=[\s,.;:!?)\]}]|$)/g, ' '],
  [URL_VALUE, ' '],
  [/\S+@\S+\.\S+/g, ' '],
  [/(?:^|\s)\/\S*/g, ' '],
  [/[\p{L}\p{N}_-]+\.(?:png|jpe?g|gif|webp|svg|avif|pdf|docx?|xlsx?|csv|txt|json|html?|mp4|mov|zip)\b/giu, ' '],
  [/([\p{L}\p{N}_]+)\s*[=:]\s*[^\s,;]+/gu, '$1 '],
  // slugs: three or more lower-case parts joined by hyphens ("desert-canyon-hiking-safety")
  [/\b[\p{Ll}\p{N}]+(?:-[\p{Ll}\p{N}]+){2,}\b/gu, ' '],
  // numbers and ids with digits in them ("42", "IMG_2041", "SPRING25", "1200x630", "20%")
  [/[\p{L}_]*\p{N}[\p{L}\p{N}_%]*/gu, ' '],
];

/** `text` with what it names replaced by spaces, what it asks for left. */
export function stripValues(text: string): string {
  return VALUES.reduce((rest, [pattern, replacement]) => rest.replace(pattern, replacement), text);
}
