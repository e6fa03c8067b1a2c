import { convertArrayToReadableStream, MockLanguageModelV4 } from 'ai/test';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import { sendChat, userMessage } from '../support/chat-client.ts';
import { createTestServices, type TestServices } from '../support/test-services.ts';

const ALICE = 'alice-token-0123456789';
const BOB = 'bob-token-01234567890';

/** A model that answers "ok", but only once the test opens the gate: keeps a turn running on demand. */
function gatedModel() {
  let open!: () => void;
  let gate = Promise.resolve();
  let reached = () => {};
  let waiting = Promise.resolve();
  const model = new MockLanguageModelV4({
    doStream: async () => {
      reached();
      await gate;
      return {
        stream: convertArrayToReadableStream([
          { type: 'stream-start', warnings: [] },
          { type: 'text-start', id: 't' },
          { type: 'text-delta', id: 't', delta: 'ok' },
          { type: 'text-end', id: 't' },
          {
            type: 'finish',
            finishReason: { unified: 'stop', raw: undefined },
            usage: { inputTokens: { total: 1, noCache: 1, cacheRead: 0, cacheWrite: 0 }, outputTokens: { total: 1, text: 1, reasoning: 0 } },
          },
        ]),
      };
    },
  });
  return {
    model,
    close() {
      gate = new Promise((resolve) => (open = resolve));
      waiting = new Promise((resolve) => (reached = resolve));
    },
    /** Resolves once a turn is held at the closed gate. */
    waiting: () => waiting,
    open: () => open(),
  };
}

const gated = gatedModel();
let services: TestServices;
let app: Hono;

beforeAll(async () => {
  services = await createTestServices({
    seed: false,
    languageModel: gated.model,
    environment: { WAYFINDER_TOKENS: `alice:${ALICE},bob:${BOB}`, WAYFINDER_MAX_BODY_BYTES: '4096' },
  });
  app = createApp(services);
});
afterAll(() => services.cleanup());

const post = (body: string, token: string | null = ALICE) =>
  app.request('/api/chat', { method: 'POST', headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), 'content-type': 'application/json' }, body });
const chat = (sessionId: string, token = ALICE) => sendChat(app, { token, sessionId, messages: [userMessage('hello')] });

describe('POST /api/chat access', () => {
  it('refuses requests without a token or with an unknown one', async () => {
    const missing = await post(JSON.stringify({ id: 's', messages: [userMessage('hi')] }), null);
    expect(missing.status).toBe(401);
    expect(missing.headers.get('www-authenticate')).toBe('Bearer');
    const wrong = await post(JSON.stringify({ id: 's', messages: [userMessage('hi')] }), 'not-a-real-token-123');
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({ error: { message: 'Unknown token.' } });
  });

  it("hides another editor's session: chat and GET /api/sessions/:id answer 404", async () => {
    expect((await chat('alice-only')).status).toBe(200);
    expect((await chat('alice-only', BOB)).status).toBe(404);
    const asBob = await app.request('/api/sessions/alice-only', { headers: { authorization: `Bearer ${BOB}` } });
    expect(asBob.status).toBe(404);
    const asAlice = await app.request('/api/sessions/alice-only', { headers: { authorization: `Bearer ${ALICE}` } });
    expect(await asAlice.json()).toMatchObject({ sessionId: 'alice-only', editor: 'alice', title: 'hello', entities: [], discoveredTools: [] });
    const bobsList = await app.request('/api/sessions', { headers: { authorization: `Bearer ${BOB}` } });
    expect(await bobsList.json()).toEqual({ sessions: [] });
  });
});

describe('POST /api/chat bad requests', () => {
  it.each([
    ['malformed JSON', '{"id": "s", "messages": [', 400, /not valid JSON/],
    ['no messages', JSON.stringify({ id: 's', messages: [] }), 400, /messages: send at least one message/],
    ['no session id', JSON.stringify({ messages: [userMessage('hi')] }), 400, /id:/],
    [
      'an unknown role',
      JSON.stringify({ id: 's', messages: [{ id: 'm', role: 'wizard', parts: [{ type: 'text', text: 'hi' }] }] }),
      400,
      /last message must be the editor's new message/,
    ],
    ['an oversized body', JSON.stringify({ id: 's', messages: [userMessage('x'.repeat(5000))] }), 413, /larger than 4096 bytes/],
  ])('rejects %s with a reason', async (_case, body, status, reason) => {
    const response = await post(body);
    expect(response.status).toBe(status);
    expect((await response.json()).error.message).toMatch(reason);
  });
});

describe('concurrent turns on one session', () => {
  it('answers 409 to a second turn while the first is still running, and accepts it afterwards', async () => {
    gated.close();
    const first = chat('busy-session');
    await gated.waiting();
    const second = await chat('busy-session');
    expect(second.status).toBe(409);
    expect(second.body).toMatch(/still running/);
    gated.open();
    expect((await first).status).toBe(200);
    expect((await chat('busy-session')).status).toBe(200);
  });
});

describe('health', () => {
  it('lists every CMS tool by category', async () => {
    const health = await (await app.request('/health')).json();
    expect(health).toMatchObject({ status: 'ok', tools: { count: services.tools.length }, store: { ok: true, driver: 'sqlite' } });
    expect(Object.values(health.tools.byCategory as Record<string, number>).reduce((sum, count) => sum + count, 0)).toBe(services.tools.length);
  });

  it('reports the extraction pipeline healthy', async () => {
    const response = await app.request('/health/extraction');
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'ok' });
  });
});
