import { z } from 'zod';
import type { ToolDependencies } from '../../tool-dependencies.ts';
import { MAX_SEARCH_RESULTS } from '../../../services/web-search/brave-search-client.ts';
import { defineCmsTool } from '../../define-cms-tool.ts';

export function createQuickSearchTool({ webSearch: search }: Pick<ToolDependencies, 'webSearch'>) {
  return defineCmsTool({
    name: 'web_quickSearch',
    title: 'Web search',
    risk: 'safe',
    extraction: { path: 'results', entityType: 'webPage', idField: 'url', nameField: 'title', isArray: true },
    description:
      'Search the public web and return the top results, each with title, url and a short snippet. Use it to find sources, facts or ' +
      'references for content. To read a result in full call web_fetchContent with its url; for a researched summary of a topic from ' +
      'several pages call web_deepResearch instead.',
    inputSchema: z.object({
      query: z.string().trim().min(2).max(400).describe('What to search for, e.g. "sustainable packaging trends 2024"'),
      count: z.number().int().min(1).max(MAX_SEARCH_RESULTS).default(5).describe(`How many results, 1 to ${MAX_SEARCH_RESULTS} (default 5)`),
    }),
    execute: async ({ query, count }, context) => {
      const results = await search.search({ query, count, signal: context.abortSignal });
      return {
        query,
        results,
        ...(results.length === 0 ? { note: 'No results. Try fewer or more general words.' } : {}),
      };
    },
  });
}
