import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDeepResearchTool, pickDistinctPages } from '../../../../server/tools/cms/research/deep-research.ts';
import { runCmsTool } from '../../../../server/tools/run-cms-tool.ts';
import type { LocalHttpServer } from '../../../support/local-http-server.ts';
import { createTestServices, type TestServices } from '../../../support/test-services.ts';
import { BRAVE_TEST_KEY, startFakeResearchWeb } from './fake-research-web.ts';
import { createBraveSearchClient } from '../../../../server/services/web-search/brave-search-client.ts';

let services: TestServices;
let web: LocalHttpServer;

beforeAll(async () => {
  web = await startFakeResearchWeb();
  services = await createTestServices({ seed: false, environment: { WEB_SEARCH_BASE_URL: web.url, WEB_SEARCH_API_KEY: BRAVE_TEST_KEY } });
});

afterAll(async () => {
  await services.cleanup();
  await web.close();
});

describe('web_deepResearch', () => {
  it('searches the topic and its angles, reads distinct pages, and returns sourced findings and what failed', async () => {
    const result = await services.call('web_deepResearch', { topic: 'green roofs urban heat', maxSources: 5 });

    expect(result.searches).toEqual([
      { query: 'green roofs urban heat', results: 3 },
      { query: 'green roofs urban heat overview', results: 3 },
      { query: 'green roofs urban heat examples and case studies', results: 2 },
      { query: 'green roofs urban heat statistics and trends', results: 2 },
    ]);
    expect(result.sources.map((source: { url: string }) => source.url).sort()).toEqual([
      `${web.url}/articles/green-roof-costs`,
      `${web.url}/articles/green-roofs-overview`,
    ]);
    expect(result.failedFetches).toEqual(
      expect.arrayContaining([
        { url: `${web.url}/articles/removed`, reason: expect.stringContaining('404') },
        { url: 'http://10.0.0.9/green-roofs', reason: expect.stringContaining('private network') },
        { url: `${web.url}/photo.png`, reason: expect.stringContaining('image/png') },
      ]),
    );
    expect(result.failedFetches).toHaveLength(3);

    // The cooling fact appears on both pages in nearly the same words: one finding, two sources, ranked first.
    expect(result.findings[0]).toEqual({
      statement: expect.stringContaining('reduce urban heat'),
      sources: expect.arrayContaining([`${web.url}/articles/green-roofs-overview`, `${web.url}/articles/green-roof-costs`]),
    });
    expect(result.findings[0].sources).toHaveLength(2);
    const statements = result.findings.map((finding: { statement: string }) => finding.statement);
    expect(statements.filter((statement: string) => statement.includes('reduce urban heat'))).toHaveLength(1);
    expect(statements.join(' ')).not.toContain('Subscribe');
  });

  it('uses the angles given instead of the default ones', async () => {
    const result = await services.call('web_deepResearch', { topic: 'green roofs', angles: ['statistics'], maxSources: 1 });
    expect(result.searches.map((search: { query: string }) => search.query)).toEqual(['green roofs', 'green roofs statistics']);
    expect(result.sources.length + result.failedFetches.length).toBe(1);
  });

  it('says WEB_SEARCH_API_KEY is missing when search is not configured', async () => {
    const tool = createDeepResearchTool({ ...services, webSearch: createBraveSearchClient({ baseUrl: web.url, http: services.http }) });
    const result = await runCmsTool(
      tool,
      { topic: 'green roofs' },
      { choices: { templateNames: [], collectionNames: [] }, context: { sessionId: 's', editor: 'e' } },
    );
    expect(result).toMatchObject({ error: { type: 'PERMISSION', message: expect.stringContaining('WEB_SEARCH_API_KEY') } });
  });

  it('rejects a too-short topic and too many angles together', async () => {
    const result = await services.call('web_deepResearch', { topic: 'x', angles: ['a1', 'b2', 'c3', 'd4'] });
    expect(result.error.fields.map((problem: { field: string }) => problem.field)).toEqual(['topic', 'angles']);
  });
});

describe('pickDistinctPages', () => {
  it('takes the searches in turn and skips pages already taken, ignoring fragments and trailing slashes', () => {
    const result = (url: string) => ({ title: url, url, snippet: '' });
    const picked = pickDistinctPages(
      [
        [result('https://a.example/one'), result('https://a.example/two')],
        [result('https://a.example/one/#intro'), result('https://b.example/three')],
      ],
      3,
    );
    expect(picked.map((page) => page.url)).toEqual(['https://a.example/one', 'https://a.example/two', 'https://b.example/three']);
  });
});
