import type { Hono } from 'hono';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import { createTestServices, type TestServices } from '../support/test-services.ts';

const ALICE = 'alice-token-0123456789';
const BOB = 'bob-token-01234567890';

let services: TestServices;
let app: Hono;

beforeAll(async () => {
  services = await createTestServices({ environment: { WAYFINDER_TOKENS: `alice:${ALICE},bob:${BOB}` } });
  app = createApp(services);
});
afterAll(() => services.cleanup());

const api = (path: string, init: RequestInit = {}, token = ALICE) =>
  app.request(`/api${path}`, { ...init, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...init.headers } });
const rename = (sessionId: string, body: unknown, token = ALICE) =>
  api(`/sessions/${sessionId}`, { method: 'PATCH', body: typeof body === 'string' ? body : JSON.stringify(body) }, token);
const remove = (sessionId: string, token = ALICE) => api(`/sessions/${sessionId}`, { method: 'DELETE' }, token);
const titles = async (query = '', token = ALICE) =>
  ((await (await api(`/sessions${query}`, {}, token)).json()) as { sessions: Array<{ title: string }> }).sessions.map((session) => session.title);
/** The refusal's status and reason. */
const refusal = async (response: Response) => ({ status: response.status, ...((await response.json()) as { error: { type: string; message: string } }).error });

let conversation = 0;
/** A conversation of `editor` with a message, a plan and a change made in it; answers its id. */
async function startConversation(editor: string, title: string): Promise<string> {
  const sessionId = `${editor}-conversation-${++conversation}`;
  await services.workingMemory.create({ sessionId, editor, title });
  await services.conversations.save(sessionId, [{ id: `${sessionId}-m1`, role: 'user', parts: [{ type: 'text', text: title }] }], { replacing: [] });
  await services.store.plans.save(sessionId, { goal: title, steps: [] });
  await services.store.attributed({ editor, sessionId, turn: 1, tool: 'cms_createPage' }, () =>
    services.store.pages.create({ slug: `page-of-${sessionId}`, title: `Page of ${title}` }),
  );
  return sessionId;
}

describe('GET /api/sessions?q=', () => {
  beforeEach(async () => {
    await startConversation('alice', 'Spring sale hero');
    await startConversation('alice', 'Menu links');
    await startConversation('bob', 'Spring for Bob');
  });

  it("finds the editor's own conversations whose title contains the words, in any case", async () => {
    expect(await titles('?q=SPRING')).toEqual(['Spring sale hero']);
    expect(await titles('?q=spring', BOB)).toEqual(['Spring for Bob']);
    expect(await titles('?q=nothing%20like%20it')).toEqual([]);
    expect(await titles('?q=')).toEqual(expect.arrayContaining(['Spring sale hero', 'Menu links']));
  });

  it('refuses a search longer than 200 characters with the reason', async () => {
    expect(await refusal(await api(`/sessions?q=${'a'.repeat(201)}`))).toMatchObject({ status: 400, message: expect.stringMatching(/q.*200/) });
  });
});

describe('PATCH /api/sessions/:id', () => {
  it('renames the conversation, trimmed, without moving it in the list', async () => {
    const first = await startConversation('alice', 'First message text');
    await startConversation('alice', 'Newer one');
    const before = await titles();
    const response = await rename(first, { title: '  Hero banner work  ' });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ session: { sessionId: first, title: 'Hero banner work' } });
    expect(await titles()).toEqual(before.map((title) => (title === 'First message text' ? 'Hero banner work' : title)));
  });

  it("answers 404 for another editor's conversation and leaves it as it was", async () => {
    const bobs = await startConversation('bob', "Bob's plans");
    expect(await refusal(await rename(bobs, { title: 'Mine now' }))).toMatchObject({ status: 404, type: 'NOT_FOUND' });
    expect((await services.workingMemory.get(bobs))?.title).toBe("Bob's plans");
    expect(await refusal(await rename('no-such-conversation', { title: 'x' }))).toMatchObject({ status: 404 });
  });

  it.each([
    ['an empty title', { title: '   ' }, /title: give the conversation a title/],
    ['a title over 80 characters', { title: 'x'.repeat(81) }, /title.*80/],
    ['no title', { name: 'x' }, /title/],
    ['a title that is not text', { title: 42 }, /title/],
    ['malformed JSON', '{"title":', /not valid JSON/],
  ])('answers 400 with the reason for %s, and renames nothing', async (_case, body, reason) => {
    const sessionId = await startConversation('alice', 'Unchanged');
    expect(await refusal(await rename(sessionId, body))).toMatchObject({ status: 400, type: 'BAD_REQUEST', message: expect.stringMatching(reason) });
    expect((await services.workingMemory.get(sessionId))?.title).toBe('Unchanged');
  });

  it('answers 413 for a body far larger than a title', async () => {
    const sessionId = await startConversation('alice', 'Unchanged');
    expect(await refusal(await rename(sessionId, { title: 'x'.repeat(10_000) }))).toMatchObject({ status: 413, type: 'PAYLOAD_TOO_LARGE' });
  });
});

describe('DELETE /api/sessions/:id', () => {
  it('forgets the conversation (messages, working memory, plan) and keeps the changes it made in the site history', async () => {
    const sessionId = await startConversation('alice', 'Short-lived');
    const response = await remove(sessionId);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ deleted: sessionId });
    expect(await titles()).not.toContain('Short-lived');
    expect((await api(`/sessions/${sessionId}`)).status).toBe(404);
    expect((await api(`/sessions/${sessionId}/messages`)).status).toBe(404);
    expect(await services.conversations.load(sessionId)).toEqual([]);
    expect(await services.store.plans.get(sessionId)).toBeUndefined();
    const changes = (await (await api(`/changes?sessionId=${sessionId}`)).json()) as { changes: Array<{ summary: string }> };
    expect(changes.changes).toHaveLength(1);
    expect(await services.store.pages.getBySlug(`page-of-${sessionId}`)).toBeDefined();
    expect(await refusal(await remove(sessionId))).toMatchObject({ status: 404 });
  });

  it("answers 404 for another editor's conversation and never touches it", async () => {
    const bobs = await startConversation('bob', 'Bob keeps this');
    expect(await refusal(await remove(bobs))).toMatchObject({ status: 404, type: 'NOT_FOUND' });
    expect((await services.workingMemory.get(bobs))?.title).toBe('Bob keeps this');
    expect(await services.conversations.load(bobs)).toHaveLength(1);
    expect(await services.store.plans.get(bobs)).toBeDefined();
  });

  it('answers 409 while a turn of the conversation runs, and deletes nothing', async () => {
    const sessionId = await startConversation('alice', 'Busy');
    const release = (await services.conversationLocks.tryAcquire(sessionId))!;
    try {
      expect(await refusal(await remove(sessionId))).toMatchObject({ status: 409, message: expect.stringContaining('still running') });
      expect(await services.workingMemory.get(sessionId)).toBeDefined();
    } finally {
      await release();
    }
    expect((await remove(sessionId)).status).toBe(200);
  });
});
