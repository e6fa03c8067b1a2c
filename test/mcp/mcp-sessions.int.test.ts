import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { EDITOR_TOKEN, type ScriptedChat, startScriptedChat } from '../support/scripted-chat.ts';

const BOB_TOKEN = 'bob-token-0123456789abc';

let chat: ScriptedChat;
beforeAll(async () => {
  chat = await startScriptedChat({ seed: false, environment: { WAYFINDER_TOKENS: `alice:${EDITOR_TOKEN},bob:${BOB_TOKEN}` } });
});
afterAll(() => chat?.services.cleanup());
afterEach(() => {
  vi.useRealTimers();
});

/** An app whose `/mcp` sessions follow `environment` (the other settings as the test services'). */
const appWith = (environment: Record<string, string>) =>
  createApp({ ...chat.services, config: { ...chat.services.config, mcpSessions: loadConfig(environment).mcpSessions } });

const rpc = (app: ReturnType<typeof createApp>, token: string, body: object, sessionId?: string) =>
  app.request('/mcp', {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
      ...(sessionId ? { 'mcp-session-id': sessionId, 'mcp-protocol-version': '2025-06-18' } : {}),
    },
    body: JSON.stringify(body),
  });

const openSession = async (app: ReturnType<typeof createApp>, token = EDITOR_TOKEN) => {
  const response = await rpc(app, token, {
    jsonrpc: '2.0',
    id: 1,
    method: 'initialize',
    params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'raw', version: '1' } },
  });
  expect(response.status).toBe(200);
  return response.headers.get('mcp-session-id')!;
};

/** Whether a session still answers: `ping` in it. */
const answers = async (app: ReturnType<typeof createApp>, sessionId: string, token = EDITOR_TOKEN) =>
  (await rpc(app, token, { jsonrpc: '2.0', id: 2, method: 'ping' }, sessionId)).status === 200;

describe('/mcp sessions', () => {
  it("closes an editor's least recently used session when they open their 101st, and leaves other editors' alone", async () => {
    const app = appWith({});
    const bobs = await openSession(app, BOB_TOKEN);
    const first = await openSession(app);
    const second = await openSession(app);
    // Using the first makes the second the least recently used.
    expect(await answers(app, first)).toBe(true);
    for (let opened = 2; opened < 100; opened++) await openSession(app);
    expect(await answers(app, second)).toBe(true);

    const hundredFirst = await openSession(app);
    await vi.waitFor(async () => expect(await answers(app, first)).toBe(false));
    expect(await answers(app, hundredFirst)).toBe(true);
    expect(await answers(app, second)).toBe(true);
    expect(await answers(app, bobs, BOB_TOKEN)).toBe(true);
  }, 60_000);

  it('takes the cap from WAYFINDER_MCP_MAX_SESSIONS_PER_EDITOR', async () => {
    const app = appWith({ WAYFINDER_MCP_MAX_SESSIONS_PER_EDITOR: '2' });
    const [first, second] = [await openSession(app), await openSession(app)];
    const third = await openSession(app);
    await vi.waitFor(async () => expect(await answers(app, first)).toBe(false));
    expect(await answers(app, second)).toBe(true);
    expect(await answers(app, third)).toBe(true);
  });

  it('closes a session unused for WAYFINDER_MCP_SESSION_IDLE_MINUTES once another starts', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const app = appWith({ WAYFINDER_MCP_SESSION_IDLE_MINUTES: '30' });
    const idle = await openSession(app);
    const busy = await openSession(app);
    vi.setSystemTime(Date.now() + 20 * 60_000);
    expect(await answers(app, busy)).toBe(true);
    vi.setSystemTime(Date.now() + 11 * 60_000);
    await openSession(app);
    expect(await answers(app, idle)).toBe(false);
    expect(await answers(app, busy)).toBe(true);
  });
});
