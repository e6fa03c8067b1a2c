import { z } from 'zod';
import type { ToolDependencies } from '../../tool-dependencies.ts';
import { fetchReadablePage, type ReadablePage } from '../../../services/readable-content/fetch-readable-page.ts';
import { summarizeExtractively } from '../../../services/readable-content/summarize-extractively.ts';
import type { WebSearchResult } from '../../../services/web-search/brave-search-client.ts';
import { defineCmsTool } from '../../define-cms-tool.ts';
import { toToolError } from '../../tool-error.ts';
import { mapWithConcurrency } from './map-with-concurrency.ts';

/** Each angle is searched as "<topic> <angle>", beside the topic itself, to reach beyond one query's top results. */
export const DEFAULT_ANGLES = ['overview', 'examples and case studies', 'statistics and trends'];
const RESULTS_PER_SEARCH = 5;
const FETCH_CONCURRENCY = 3;
/** Text kept per page for the summary: enough for the article, bounded for pages that never end. */
const TEXT_PER_SOURCE = 20_000;

function pageKey(rawUrl: string): string | undefined {
  try {
    const url = new URL(rawUrl);
    url.hash = '';
    return `${url.host}${url.pathname.replace(/\/+$/, '')}${url.search}`;
  } catch {
    return undefined;
  }
}

/** Takes results from each search in turn (first of each, then second of each, ...) so every angle is represented. */
export function pickDistinctPages(resultLists: readonly WebSearchResult[][], limit: number): WebSearchResult[] {
  const picked = new Map<string, WebSearchResult>();
  const longest = Math.max(0, ...resultLists.map((list) => list.length));
  for (let rank = 0; rank < longest && picked.size < limit; rank++) {
    for (const list of resultLists) {
      const result = list[rank];
      const key = result && pageKey(result.url);
      if (result && key && !picked.has(key) && picked.size < limit) picked.set(key, result);
    }
  }
  return [...picked.values()];
}

type FetchOutcome = { result: WebSearchResult } & ({ page: ReadablePage } | { failure: string });

export function createDeepResearchTool(services: Pick<ToolDependencies, 'webSearch' | 'http'>) {
  const search = services.webSearch;
  return defineCmsTool({
    name: 'web_deepResearch',
    title: 'Web research',
    risk: 'safe',
    extraction: { path: 'sources', entityType: 'webPage', idField: 'url', nameField: 'title', isArray: true },
    description:
      'Research a topic on the web in one call: searches the topic and a few angles of it, reads the top distinct pages, and returns ' +
      'findings (sentences taken verbatim from the pages that best match the topic, each with the urls that support it), the sources ' +
      'read (title, url, word count) and the pages that could not be read. Slower than web_quickSearch; use it when content needs ' +
      'facts from several sources, e.g. before writing a post. Quote findings with their sources; do not invent beyond them.',
    inputSchema: z.object({
      topic: z.string().trim().min(3).max(200).describe('The topic to research, e.g. "benefits of green roofs in cities"'),
      angles: z
        .array(z.string().trim().min(2).max(80))
        .min(1)
        .max(3)
        .optional()
        .describe(`Up to 3 angles searched as "<topic> <angle>", e.g. ["costs", "case studies"]; default ${JSON.stringify(DEFAULT_ANGLES)}`),
      maxSources: z.number().int().min(1).max(8).default(5).describe('How many distinct pages to read, 1 to 8 (default 5)'),
      maxFindings: z.number().int().min(1).max(15).default(8).describe('How many findings to return, 1 to 15 (default 8)'),
    }),
    execute: async ({ topic, angles, maxSources, maxFindings }, context) => {
      const signal = context.abortSignal;
      const queries = [topic, ...(angles ?? DEFAULT_ANGLES).map((angle) => `${topic} ${angle}`)];
      const searches = await Promise.allSettled(queries.map((query) => search.search({ query, count: RESULTS_PER_SEARCH, signal })));
      // One failed angle is worth reporting; all of them failing (no key, key refused, outage) is the answer.
      const firstFailure = searches.find((outcome) => outcome.status === 'rejected');
      if (searches.every((outcome) => outcome.status === 'rejected')) throw firstFailure!.reason;
      const resultLists = searches.map((outcome) => (outcome.status === 'fulfilled' ? outcome.value : []));

      const outcomes = await mapWithConcurrency(pickDistinctPages(resultLists, maxSources), FETCH_CONCURRENCY, async (result): Promise<FetchOutcome> => {
        try {
          return { result, page: await fetchReadablePage({ http: services.http, url: result.url, maxCharacters: TEXT_PER_SOURCE, signal }) };
        } catch (error) {
          return { result, failure: toToolError(error).error.message };
        }
      });
      const read = outcomes.filter((outcome) => 'page' in outcome);
      const findings = summarizeExtractively({ topic, documents: read.map(({ page }) => ({ url: page.url, text: page.text })), maxFindings });

      return {
        topic,
        searches: queries.map((query, index) => {
          const outcome = searches[index]!;
          return outcome.status === 'fulfilled' ? { query, results: outcome.value.length } : { query, error: toToolError(outcome.reason).error.message };
        }),
        findings,
        sources: read.map(({ result, page }) => ({ url: page.url, title: page.title || result.title, wordCount: page.wordCount })),
        failedFetches: outcomes.filter((outcome) => 'failure' in outcome).map(({ result, failure }) => ({ url: result.url, reason: failure })),
        ...(findings.length === 0 ? { note: researchGapNote(read.length) } : {}),
      };
    },
  });
}

function researchGapNote(pagesRead: number): string {
  return pagesRead === 0
    ? 'No page could be read (see failedFetches). Try web_quickSearch with different words, or other angles.'
    : 'The pages read had no sentence closely matching the topic. Read a source with web_fetchContent, or rephrase the topic.';
}
