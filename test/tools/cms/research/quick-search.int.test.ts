import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createQuickSearchTool } from '../../../../server/tools/cms/research/quick-search.ts';
import { runCmsTool } from '../../../../server/tools/run-cms-tool.ts';
import type { LocalHttpServer } from '../../../support/local-http-server.ts';
import { createTestServices, type TestServices } from '../../../support/test-services.ts';
import { BRAVE_TEST_KEY, startFakeResearchWeb } from './fake-research-web.ts';
import { createBraveSearchClient } from '../../../../server/services/web-search/brave-search-client.ts';

let services: TestServices;
let web: LocalHttpServer;
const noChoices = { templateNames: [], collectionNames: [] };

beforeAll(async () => {
  web = await startFakeResearchWeb();
  services = await createTestServices({ seed: false, environment: { WEB_SEARCH_BASE_URL: web.url, WEB_SEARCH_API_KEY: BRAVE_TEST_KEY } });
});

afterAll(async () => {
  await services.cleanup();
  await web.close();
});

function toolWithWebSearch(webSearch: { baseUrl: string; apiKey?: string }) {
  return createQuickSearchTool({ webSearch: createBraveSearchClient({ ...webSearch, http: services.http }) });
}

describe('web_quickSearch', () => {
  it('returns title, url and a plain-text snippet for each result, asking Brave with the key', async () => {
    const result = await services.call('web_quickSearch', { query: 'green roofs', count: 2 });
    expect(result).toEqual({
      query: 'green roofs',
      results: [
        { title: 'Green roofs, explained', url: `${web.url}/articles/green-roofs-overview`, snippet: 'How green roofs cool & drain cities.' },
        { title: 'What a green roof costs', url: `${web.url}/articles/green-roof-costs`, snippet: 'Prices per square metre.' },
      ],
    });
    expect(web.requests.at(-1)).toMatchObject({ path: '/res/v1/web/search?q=green+roofs&count=2', headers: { 'x-subscription-token': BRAVE_TEST_KEY } });
  });

  it('says WEB_SEARCH_API_KEY is missing when no key is configured, without any request', async () => {
    const before = web.requests.length;
    const result = await runCmsTool(
      toolWithWebSearch({ baseUrl: web.url }),
      { query: 'green roofs' },
      { choices: noChoices, context: { sessionId: 's', editor: 'e' } },
    );
    expect(result).toMatchObject({ error: { type: 'PERMISSION', retryable: false, message: expect.stringContaining('WEB_SEARCH_API_KEY') } });
    expect(web.requests.length).toBe(before);
  });

  it('names the key variable when Brave refuses the key', async () => {
    const result = await runCmsTool(
      toolWithWebSearch({ baseUrl: web.url, apiKey: 'wrong' }),
      { query: 'green roofs' },
      { choices: noChoices, context: { sessionId: 's', editor: 'e' } },
    );
    expect(result).toMatchObject({ error: { type: 'PERMISSION', message: expect.stringContaining('WEB_SEARCH_API_KEY') } });
  });

  it('rejects an empty query and too many results in one answer', async () => {
    const result = await services.call('web_quickSearch', { query: '', count: 50 });
    expect(result.error.type).toBe('VALIDATION');
    expect(result.error.fields.map((problem: { field: string }) => problem.field)).toEqual(['query', 'count']);
  });
});
