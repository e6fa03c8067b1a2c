import { z } from 'zod';
import { NotConfiguredError, ValidationError } from '../../errors/cms-errors.ts';
import { apiUrl, readApiJson } from '../http/api-response.ts';
import type { GuardedHttpClient } from '../http/guarded-http-client.ts';
import { stripHtml } from './strip-html.ts';

export type WebSearchResult = { title: string; url: string; snippet: string };

export interface WebSearchClient {
  search(options: { query: string; count: number; signal?: AbortSignal }): Promise<WebSearchResult[]>;
}

/** Brave caps `count` at 20 per request. */
export const MAX_SEARCH_RESULTS = 20;

const braveResponseSchema = z.object({
  web: z.object({ results: z.array(z.object({ title: z.string(), url: z.string(), description: z.string().optional() })) }).optional(),
});

const BRAVE = { service: 'Brave Search', keyVariable: 'WEB_SEARCH_API_KEY' };

/** Brave Search API web search (https://api-dashboard.search.brave.com/app/documentation/web-search). */
/** Brave Search API access; without a key every search says which variable to set. */
export type WebSearchOptions = { apiKey?: string; baseUrl: string };

export function createBraveSearchClient({ baseUrl, apiKey, http }: WebSearchOptions & { http: GuardedHttpClient }): WebSearchClient {
  return {
    async search({ query, count, signal }) {
      if (!apiKey) throw new NotConfiguredError({ variable: 'WEB_SEARCH_API_KEY', purpose: 'Web search' });
      const response = await http.request({
        url: apiUrl(baseUrl, '/res/v1/web/search', { q: query, count: Math.min(count, MAX_SEARCH_RESULTS) }),
        headers: { accept: 'application/json', 'x-subscription-token': apiKey },
        signal,
      });
      // Brave answers 422 for queries it cannot run (too long, empty after cleaning).
      if (response.status === 422)
        throw new ValidationError({ fields: [{ field: 'query', message: 'Brave Search could not run this query; shorten or rephrase it' }] });
      const body = readApiJson(response, braveResponseSchema, BRAVE);
      return (body.web?.results ?? []).map((result) => ({ title: stripHtml(result.title), url: result.url, snippet: stripHtml(result.description ?? '') }));
    },
  };
}
