import type { ToolMatch } from './searchable-tool.ts';

/** Letters and digits only, lower case: `cms_get_page`, `getPage` and `cms_getPage` meet at `cmsgetpage` / `getpage`. */
const identifierKey = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

const hasHump = (text: string) => /\p{Ll}\p{Lu}/u.test(text);

/**
 * A token written as code: snake_case or camelCase. A hyphen alone does not make one: "pre-match" and "COVID-19"
 * are words, and on ToolRet-APIGen they named the tools `prematch` and `v1_covid19`.
 */
const writtenAsCode = (token: string) => token.includes('_') || hasHump(token);

/** A name of more than one word. A one-word name is a word: "SoundCloud" and "WikiHow" named `soundcloud` and `search_wikihow`. */
const compound = (name: string) => /[_-]/.test(name) || hasHump(name);

export type ToolNames = {
  /** The catalogue's tools a query names by identifier, in the order it names them. */
  namedIn(query: string): string[];
};

/**
 * How a query names a tool: its name, or its name without the server prefix (`getPageSections` for
 * `cms_getPageSections`), in any identifier spelling (`get_page_sections`, `cms_get_page`). Models that have
 * read a tool table write such names ("cms_getPage slug=about"), and once split into words they lose to tools
 * sharing the words (`cms_updatePage` ranked first). Only tokens written as code count, and only names of more
 * than one word, so a plain word ("get", "SoundCloud") names no tool; a key two tools share (the same name on two
 * servers) names neither.
 */
export function toolNames(names: readonly string[]): ToolNames {
  const byKey = new Map<string, string | null>();
  const add = (key: string, name: string) => {
    if (key.length === 0) return;
    const known = byKey.get(key);
    byKey.set(key, known === undefined || known === name ? name : null);
  };
  const exactNames = new Map(names.filter((name) => name.includes('-')).map((name) => [name.toLowerCase(), name]));
  for (const name of names) {
    const prefix = name.indexOf('_');
    for (const part of prefix > 0 ? [name, name.slice(prefix + 1)] : [name]) {
      if (compound(part)) add(identifierKey(part), name);
    }
  }
  return {
    namedIn(query) {
      const named = new Set<string>();
      for (const token of query.split(/[^\p{L}\p{N}_-]+/u)) {
        // A kebab-case name counts when written in full (`get-weather`), as a server named it.
        const name = writtenAsCode(token) ? byKey.get(identifierKey(token)) : exactNames.get(token.toLowerCase());
        if (name) named.add(name);
      }
      return [...named];
    },
  };
}

/**
 * The named tools take the first places, the other matches follow in their order. Each place keeps its
 * confidence (the gates read margins between places, not tools); a named tool the search did not find
 * takes a place too, the extra place repeating the last confidence, or 1 when nothing else matched. Pure.
 */
export function namedToolsFirst({ matches, named }: { matches: readonly ToolMatch[]; named: readonly string[] }): ToolMatch[] {
  if (named.length === 0) return [...matches];
  const names = [...new Set([...named, ...matches.map((match) => match.name)])];
  const confidences = matches.map((match) => match.confidence);
  const lastConfidence = confidences.at(-1) ?? 1;
  return names.map((name, place) => ({
    name,
    confidence: confidences[place] ?? lastConfidence,
    source: matches.find((match) => match.name === name)?.source ?? 'bm25',
  }));
}
