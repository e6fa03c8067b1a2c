import { afterAll, beforeAll, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import { createTestServices, type TestServices } from '../support/test-services.ts';

const TOKEN = 'alice-token-0123456789';
let services: TestServices;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  services = await createTestServices({ seed: false, environment: { WAYFINDER_TOKENS: `alice:${TOKEN}` } });
  app = createApp(services);
});
afterAll(() => services.cleanup());

const searchTools = (body: unknown, token = TOKEN) =>
  app.request('/api/tool-search', {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

it('answers what tool_search would find, with its token cost, even without a model', async () => {
  const response = await searchTools({ query: 'delete a page' });
  expect(response.status).toBe(200);
  const answer = await response.json();
  expect(answer.tools.map((tool: { name: string }) => tool.name)).toContain('cms_deletePage');
  expect(answer.rules).toEqual(expect.any(String));
  expect(answer.tokens).toBeGreaterThan(20);
});

it('says what to send when the query is missing, and needs a token', async () => {
  const bad = await searchTools({});
  expect(bad.status).toBe(400);
  expect((await bad.json()).error.message).toContain('query');
  expect((await searchTools({ query: 'delete a page' }, 'wrong-token')).status).toBe(401);
});

it('refuses an oversized body with 413 instead of reading it', async () => {
  const response = await searchTools({ query: 'x'.repeat(8_000_000) });
  expect(response.status).toBe(413);
});

it.each([
  ['Dutch', 'verwijder de oude prijspagina', 'cms_deletePage'],
  ['Japanese', 'すべてのページを表示して', 'cms_listPages'],
  ['Chinese', '显示导航菜单', 'cms_getNavigation'],
])('finds the right tool first for a %s request in the editor’s own words', async (_language, query, tool) => {
  const response = await searchTools({ query });
  expect(response.status).toBe(200);
  const answer = await response.json();
  expect(answer.tools[0]?.name).toBe(tool);
  expect(answer.tools.map((found: { name: string }) => found.name)).not.toContain('http_post');
});
