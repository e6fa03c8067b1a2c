import type { Hono } from 'hono';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import type { LearnedPhrase } from '../../server/services/learned-phrases/learned-phrases.ts';
import { createTestServices, type TestServices } from '../support/test-services.ts';

const TOKEN = 'alice-token-0123456789';
let services: TestServices;
let app: Hono;

beforeAll(async () => {
  services = await createTestServices({ environment: { WAYFINDER_TOKENS: `alice:${TOKEN}`, WAYFINDER_LEARNING: 'on' } });
  app = createApp(services);
});
afterAll(() => services.cleanup());
beforeEach(async () => {
  for (const { tool } of await services.learnedPhrases.list()) await services.learnedPhrases.removeTool(tool);
});

const api = (path: string, init: RequestInit = {}, token = TOKEN) =>
  app.request(`/api${path}`, { ...init, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...init.headers } });
const learn = (phrase: string, tools: string[], turn = 1) =>
  services.learnedPhrases.record({ phrase, tools, source: { sessionId: 'routes-1', turn, editor: 'alice', at: new Date().toISOString() } });
const listed = async (query = '') => ((await (await api(`/learned-phrases${query}`)).json()) as { phrases: LearnedPhrase[] }).phrases;
const search = async (query: string) => {
  await services.learnedPhraseSync.flush();
  return ((await (await api('/tool-search', { method: 'POST', body: JSON.stringify({ query }) })).json()) as { tools: Array<{ name: string }> }).tools.map(
    (tool) => tool.name,
  );
};

describe('GET /api/learned-phrases', () => {
  it('lists what the site learned, per tool when asked, with the turns that taught it', async () => {
    await learn('stash the shop link', ['cms_toggleNavigationItem']);
    await learn('which pages are up', ['cms_listPages'], 2);
    expect((await listed()).map((entry) => entry.tool)).toEqual(['cms_listPages', 'cms_toggleNavigationItem']);
    expect(await listed('?tool=cms_toggleNavigationItem')).toEqual([
      expect.objectContaining({
        phrase: 'stash the shop link',
        seenCount: 1,
        sources: [expect.objectContaining({ sessionId: 'routes-1', turn: 1, editor: 'alice' })],
      }),
    ]);
  });

  it('answers 400 with the reason for a malformed tool or an unknown parameter, and 401 without a token', async () => {
    const badTool = await api('/learned-phrases?tool=drop%20table');
    expect(badTool.status).toBe(400);
    expect(await badTool.json()).toMatchObject({ error: { type: 'BAD_REQUEST', message: expect.stringContaining('tool') } });
    expect((await api('/learned-phrases?tools=cms_listPages')).status).toBe(400);
    expect((await api('/learned-phrases', {}, 'wrong-token-0123456789')).status).toBe(401);
  });
});

describe('DELETE /api/learned-phrases', () => {
  it('forgets one phrase by id, and search no longer finds the tool by it', async () => {
    await learn('stash the shop link', ['cms_toggleNavigationItem']);
    expect((await search('stash the shop link'))[0]).toBe('cms_toggleNavigationItem');
    const [phrase] = await listed();
    const response = await api(`/learned-phrases/${phrase!.id}`, { method: 'DELETE' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ removed: 1 });
    expect(await listed()).toEqual([]);
    expect(await search('stash the shop')).not.toContain('cms_toggleNavigationItem');
  });

  it('forgets every phrase of a tool', async () => {
    await learn('stash the shop link', ['cms_toggleNavigationItem', 'cms_getNavigation']);
    await learn('park the blog link', ['cms_toggleNavigationItem'], 2);
    const response = await api('/learned-phrases?tool=cms_toggleNavigationItem', { method: 'DELETE' });
    expect(await response.json()).toEqual({ removed: 2 });
    expect((await listed()).map((entry) => entry.tool)).toEqual(['cms_getNavigation']);
  });

  it('answers 404 for an unknown id, and 400 for a bad id or a missing tool', async () => {
    expect(await (await api('/learned-phrases/999999', { method: 'DELETE' })).json()).toMatchObject({ error: { type: 'NOT_FOUND' } });
    const badId = await api('/learned-phrases/abc', { method: 'DELETE' });
    expect(badId.status).toBe(400);
    expect(await badId.json()).toMatchObject({ error: { message: expect.stringContaining('id') } });
    const everything = await api('/learned-phrases', { method: 'DELETE' });
    expect(everything.status).toBe(400);
    expect(await everything.json()).toMatchObject({ error: { message: expect.stringContaining('?tool=NAME') } });
  });
});

describe('POST /api/changes/revert', () => {
  it('takes back what the undone turn taught', async () => {
    const about = (await services.store.pages.getBySlug('about'))!;
    await services.store.attributed({ editor: 'alice', sessionId: 'routes-2', turn: 4, tool: 'cms_updatePage' }, () =>
      services.store.pages.update(about.id, { title: 'About Summit & Trail' }),
    );
    await services.learnedPhrases.record({
      phrase: 'retitle the about page',
      tools: ['cms_updatePage'],
      source: { sessionId: 'routes-2', turn: 4, editor: 'alice', at: new Date().toISOString() },
    });
    expect(await listed()).toHaveLength(1);
    const { changes } = (await (await api('/changes?sessionId=routes-2')).json()) as { changes: Array<{ id: number }> };
    const response = await api('/changes/revert', { method: 'POST', body: JSON.stringify({ changeIds: changes.map((change) => change.id) }) });
    expect(response.status).toBe(200);
    expect(await listed()).toEqual([]);
  });
});
