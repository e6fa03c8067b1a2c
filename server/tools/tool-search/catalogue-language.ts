import type { QueryWords } from './query-words.ts';
import type { SearchableTool } from './searchable-tool.ts';

/** The languages a catalogue is written in: English (its names and descriptions) and those of its phrases. */
export function catalogueLanguages(tools: readonly SearchableTool[]): string[] {
  return [...new Set(['en', ...tools.flatMap((tool) => Object.keys(tool.phrases ?? {}))])];
}

/** Every lower-case letter of a catalogue's texts: a query spelt with others is in a language it does not have. */
export function catalogueLetters(tools: readonly SearchableTool[]): Set<string> {
  const letters = new Set<string>();
  for (const tool of tools) {
    const texts = [tool.name, tool.description, tool.category ?? '', ...tool.parameters.map((parameter) => `${parameter.name} ${parameter.description ?? ''}`)];
    for (const text of [...texts, ...Object.values(tool.phrases ?? {}).flat()]) {
      for (const letter of text.toLowerCase()) if (/\p{L}/u.test(letter)) letters.add(letter);
    }
  }
  return letters;
}

/** Share of a query's words (by weight) that tool texts have, and of those the catalogue's own language has. */
const OWN_WORDS_SHARE = 0.6;

/**
 * Whether the catalogue reads a query as written in its own language: most of its words are tool words, most of
 * those in the catalogue's own language (names, descriptions, English phrases). Another language's stop words in
 * such a query are chance, not that language: "semantic image search people around a fire at night" has Danish
 * "fire" and "at", "hide a menu link without deleting it" Lithuanian "link" and "it" (docs/decisions/078).
 */
export function readsAsCatalogueLanguage({ knownShare, baseLanguageShare }: Pick<QueryWords, 'knownShare' | 'baseLanguageShare'>): boolean {
  return knownShare >= OWN_WORDS_SHARE && baseLanguageShare >= OWN_WORDS_SHARE;
}
