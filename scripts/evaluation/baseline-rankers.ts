import bm25 from 'wink-bm25-text-search';
import { tokenize } from '../../server/text/tokenize.ts';
import type { SearchableTool } from '../../server/tools/tool-search/searchable-tool.ts';

export type Ranker = (query: string, limit: number) => string[];

/** Plain BM25 over name and description: the same engine without stemming, stop words, folding or phrases. */
export function createPlainBm25Ranker(tools: readonly SearchableTool[]): Ranker {
  const engine = bm25();
  engine.defineConfig({ fldWeights: { name: 1, description: 1 } });
  engine.definePrepTasks([(text: string) => tokenize(text)]);
  tools.forEach((tool, position) => engine.addDoc({ name: tool.name, description: tool.description }, String(position)));
  for (let padding = tools.length; padding < 3; padding++) engine.addDoc({ name: '', description: '' }, `padding-${padding}`);
  engine.consolidate();
  return (query, limit) =>
    engine
      .search(query, limit)
      .filter(([id]) => !id.startsWith('padding-'))
      .map(([id]) => tools[Number(id)]!.name);
}

// Reproduces the default matcher of the AI SDK's built-in `toolSearch()` (ai@7.0.173,
// src/tool-search/prepare-tool-search.ts, `createToolSearchState` and its `tokenize`): each distinct
// query term scores 2 when it is a name term and 1 when it is a description term; ties keep catalogue order.
const sdkTokenize = (text: string): string[] =>
  text
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .match(/[\p{L}\p{N}]+/gu) ?? [];

export function createAiSdkToolSearchRanker(tools: readonly SearchableTool[]): Ranker {
  const prepared = tools.map((tool) => ({ name: tool.name, nameTerms: sdkTokenize(tool.name), descriptionTerms: sdkTokenize(tool.description) }));
  return (query, limit) => {
    const terms = [...new Set(sdkTokenize(query))];
    return prepared
      .map((tool) => ({
        name: tool.name,
        score: terms.reduce((score, term) => score + (tool.nameTerms.includes(term) ? 2 : 0) + (tool.descriptionTerms.includes(term) ? 1 : 0), 0),
      }))
      .filter((match) => match.score > 0)
      .sort((left, right) => right.score - left.score)
      .slice(0, limit)
      .map((match) => match.name);
  };
}
