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
