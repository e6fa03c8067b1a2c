import { foldAccents } from '../../text/fold-accents.ts';
import { tokenize } from '../../text/tokenize.ts';
import type { SearchableTool } from './searchable-tool.ts';

/** Every word the tool texts use (accents folded), with how often: what a misspelt query word is corrected to. */
export function toolVocabulary(tools: readonly SearchableTool[]): Map<string, number> {
  const vocabulary = new Map<string, number>();
  for (const tool of tools) {
    const texts = [
      tool.name,
      tool.description,
      tool.category ?? '',
      ...tool.parameters.map((parameter) => parameter.name),
      ...Object.values(tool.phrases ?? {}).flat(),
    ];
    for (const text of texts) for (const word of tokenize(text)) vocabulary.set(foldAccents(word), (vocabulary.get(foldAccents(word)) ?? 0) + 1);
  }
  return vocabulary;
}
