import { convertArrayToReadableStream, MockLanguageModelV4 } from 'ai/test';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import { sendChat, userMessage } from '../support/chat-client.ts';
import { createTestServices, type TestServices } from '../support/test-services.ts';

const ALICE = 'alice-token-0123456789';
const BOB = 'bob-token-01234567890';

/** A model that answers "ok" and counts its calls: a refused request must not reach it. */
const model = new MockLanguageModelV4({
  doStream: async () => ({
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
  }),
});

let services: TestServices;
let app: Hono;

beforeAll(async () => {
  services = await createTestServices({ seed: false, languageModel: model, environment: { WAYFINDER_TOKENS: `alice:${ALICE},bob:${BOB}` } });
  app = createApp(services);
  expect((await sendChat(app, { token: ALICE, sessionId: 'alice-conversation', messages: [userMessage('hello')] })).status).toBe(200);
});
afterAll(() => services.cleanup());

const as = (token: string) => ({ authorization: `Bearer ${token}`, 'content-type': 'application/json' });
const post = (path: string, body: string, token = ALICE) => app.request(`/api${path}`, { method: 'POST', headers: as(token), body });
const messagesOf = async (sessionId: string) => (await (await app.request(`/api/sessions/${sessionId}/messages`, { headers: as(ALICE) })).json()).messages;

describe("requireOwnConversation: another editor's conversation is missing to them", () => {
  it.each(['/sessions/alice-conversation', '/sessions/alice-conversation/messages'])('GET %s as Bob: 404 in the error envelope', async (path) => {
    const response = await app.request(`/api${path}`, { headers: as(BOB) });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: { type: 'NOT_FOUND', message: 'No session alice-conversation.' } });
  });

  it("POST /chat as Bob on Alice's conversation: 404, the model is not called and her conversation is unchanged", async () => {
    const calls = model.doStreamCalls.length;
    const before = await messagesOf('alice-conversation');
    const response = await post('/chat', JSON.stringify({ id: 'alice-conversation', message: userMessage('take over') }), BOB);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: { type: 'NOT_FOUND', message: 'No session alice-conversation.' } });
    expect(model.doStreamCalls.length).toBe(calls);
    expect(await messagesOf('alice-conversation')).toEqual(before);
  });

  it("POST /chat/stop as Bob on Alice's conversation: 404; as Alice: answered", async () => {
    expect((await post('/chat/stop', JSON.stringify({ id: 'alice-conversation' }), BOB)).status).toBe(404);
    const own = await post('/chat/stop', JSON.stringify({ id: 'alice-conversation' }));
    expect(own.status).toBe(200);
    expect(await own.json()).toHaveProperty('stopped');
  });

  it('POST /chat/stop on a conversation that does not exist: 404', async () => {
    expect((await post('/chat/stop', JSON.stringify({ id: 'never-was' }))).status).toBe(404);
  });
});

describe('validateJson on every JSON route: a body the server did not expect gets 400 and runs nothing', () => {
  it.each([
    ['/chat', '{"id": "alice-conversation", "message": '],
    ['/chat/stop', '{"id": '],
    ['/changes/revert', '{"changeIds": [1,'],
    ['/tool-search', '{"query": "delete'],
  ])('POST %s with malformed JSON: 400 "Body is not valid JSON."', async (path, body) => {
    const calls = model.doStreamCalls.length;
    const response = await post(path, body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: { type: 'BAD_REQUEST', message: 'Body is not valid JSON.' } });
    expect(model.doStreamCalls.length).toBe(calls);
  });

  it.each([
    ['/chat', { id: 5, trigger: 'explode' }, ['id', 'trigger']],
    ['/chat/stop', { id: 42 }, ['id']],
    ['/changes/revert', { changeIds: ['one', -2] }, ['changeIds.0', 'changeIds.1']],
    ['/tool-search', { query: 7, limit: 'many' }, ['query', 'limit']],
  ])('POST %s with wrong types: 400 naming each bad field', async (path, body, fields) => {
    const calls = model.doStreamCalls.length;
    const response = await post(path, JSON.stringify(body));
    expect(response.status).toBe(400);
    const { error } = await response.json();
    expect(error.type).toBe('BAD_REQUEST');
    for (const field of fields) expect(error.message).toMatch(new RegExp(`(^|; )${field.replace('.', '\\.')}: `));
    expect(model.doStreamCalls.length).toBe(calls);
  });

  it('POST /changes/revert with a bad body reverts nothing', async () => {
    const before = await (await app.request('/api/changes', { headers: as(ALICE) })).json();
    expect((await post('/changes/revert', JSON.stringify({ changeIds: 'all' }))).status).toBe(400);
    expect(await (await app.request('/api/changes', { headers: as(ALICE) })).json()).toEqual(before);
  });
});

describe('one error envelope', () => {
  it.each([
    ['an unknown route', () => app.request('/api/nothing-here', { headers: as(ALICE) }), 404, 'NOT_FOUND'],
    ['no token', () => app.request('/api/sessions'), 401, 'UNAUTHORIZED'],
    ['an oversized body', () => post('/tool-search', JSON.stringify({ query: 'x'.repeat(20_000) })), 413, 'PAYLOAD_TOO_LARGE'],
    ['a foreign Origin', () => app.request('/api/sessions', { headers: { ...as(ALICE), origin: 'https://evil.example' } }), 403, 'FORBIDDEN'],
  ])('answers %s as { error: { type, message } }', async (_case, send, status, type) => {
    const response = await send();
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual({ error: { type, message: expect.any(String) } });
  });
});
