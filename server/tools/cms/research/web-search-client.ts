import type { ToolServices } from '../../../services/container.ts';
import { createBraveSearchClient, type WebSearchClient } from '../../../services/web-search/brave-search-client.ts';

/** The research tools' search client, built from the configured Brave endpoint and the guarded HTTP client. */
export function webSearchClient({ config, http }: Pick<ToolServices, 'config' | 'http'>): WebSearchClient {
  return createBraveSearchClient({ ...config.webSearch, http });
}
