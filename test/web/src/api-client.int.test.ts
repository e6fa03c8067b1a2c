import type { UIMessageChunk } from 'ai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../../server/http/wire.ts';
import { ApiError, type ApiClient, createApiClient } from '../../../web/src/api-client.ts';
import { EDITOR_TOKEN, type ScriptedChat, startScriptedChat } from '../../support/scripted-chat.ts';

let chat: ScriptedChat;
let api: ApiClient;
const clientWith = (token: string) => createApiClient({ token, fetch: async (path, init) => chat.app.request(path, init) });

beforeAll(async () => {
  chat = await startScriptedChat();
  api = clientWith(EDITOR_TOKEN);
});
afterAll(() => chat.services.cleanup());

/** Sends one message through the page's chat transport and reads the streamed answer to its end. */
async function sendThroughTransport(sessionId: string, message: ChatMessage): Promise<UIMessageChunk[]> {
  const stream = await api
    .chatTransport()
    .sendMessages({ chatId: sessionId, messages: [message], trigger: 'submit-message', messageId: undefined, abortSignal: undefined });
  const chunks: UIMessageChunk[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  return chunks;
}
const userMessage = (id: string, text: string): ChatMessage => ({ id, role: 'user', parts: [{ type: 'text', text }] });

/** The promise's rejection, which must be an ApiError. */
async function refusal(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('the chat page API client, against the real app', () => {
  it('reads a conversation that has not started as empty, not as an error', async () => {
    expect(await api.getSession('not-started')).toBeUndefined();
    expect(await api.getSessionMessages('not-started')).toEqual([]);
  });

  it('streams a turn through the chat transport; the conversation is then listed and kept by the server', async () => {
    chat.scripted.play([{ text: 'Hello from Wayfinder.' }]);
    const chunks = await sendThroughTransport('client-1', userMessage('m1', 'Say hello'));
    expect(chunks).toContainEqual(expect.objectContaining({ type: 'text-delta', delta: 'Hello from Wayfinder.' }));

    expect(await api.listSessions()).toContainEqual(expect.objectContaining({ sessionId: 'client-1', title: 'Say hello' }));
    expect(await api.getSession('client-1')).toMatchObject({ sessionId: 'client-1', entities: [], plan: null });
    const messages = await api.getSessionMessages('client-1');
    expect(messages.map((message) => message.role)).toEqual(['user', 'assistant']);
    expect(messages[1]!.metadata).toMatchObject({ sessionId: 'client-1', turn: 1 });
  });

  it("rejects a request the server refuses with an ApiError carrying the envelope's type and message", async () => {
    const notFound = await refusal(api.stopTurn('nobody-has-this'));
    expect(notFound).toMatchObject({ type: 'NOT_FOUND', status: 404, message: 'No session nobody-has-this.' });
    const tooShort = await refusal(api.searchTools('x'));
    expect(tooShort).toMatchObject({ type: 'BAD_REQUEST', status: 400, message: expect.stringContaining('query') });
  });

  it('refuses a chat request through the transport the same way, so the page shows its message rather than JSON', async () => {
    const refused = await refusal(sendThroughTransport('client-bad', { id: 'm2', role: 'user', parts: [] }));
    expect(refused).toMatchObject({ type: 'BAD_REQUEST', status: 400 });
    expect(refused.message).not.toContain('{');
  });

  it('says the token is not valid, in editor words, when the server does not know it', async () => {
    const refused = await refusal(clientWith('not-a-token').listSessions());
    expect(refused).toMatchObject({ type: 'UNAUTHORIZED', status: 401, message: 'That token is not valid. Check it and try again.' });
  });

  it("lists a conversation's changes with where to preview them, undoes one, and says why it cannot be undone twice", async () => {
    const home = (await chat.services.store.pages.getBySlug('home'))!;
    const hero = (await chat.services.store.sections.listByPage(home.id))[0]!;
    await chat.services.store.attributed({ editor: 'alice', sessionId: 'client-1', turn: 1, tool: 'cms_updateSectionContent' }, () =>
      chat.services.store.sections.updateContent(hero.id, { heading: 'Spring Sale' }),
    );
    const [edit] = await api.listChanges('client-1');
    expect(edit).toMatchObject({ turn: 1, previewPath: `/preview/home#section-${hero.id}`, revertedByChangeId: null });

    const undone = await api.revertChanges([edit!.id]);
    expect(undone.reverted).toEqual([expect.objectContaining({ id: edit!.id, revertedByChangeId: undone.changes[0]!.id })]);
    const again = await refusal(api.revertChanges([edit!.id]));
    expect(again).toMatchObject({ type: 'CONFLICT', status: 409, message: expect.stringContaining('already') });
  });

  it('renames, finds by title and deletes a conversation; a refused rename rejects with the reason', async () => {
    chat.scripted.play([{ text: 'Noted.' }]);
    await sendThroughTransport('client-rename', userMessage('m-rename', 'First words of a conversation'));
    expect(await api.renameSession('client-rename', 'Autumn campaign')).toMatchObject({ sessionId: 'client-rename', title: 'Autumn campaign' });
    expect((await api.listSessions('AUTUMN')).map((session) => session.sessionId)).toEqual(['client-rename']);
    expect(await refusal(api.renameSession('client-rename', ' '))).toMatchObject({ type: 'BAD_REQUEST', message: expect.stringContaining('title') });
    expect(await api.deleteSession('client-rename')).toEqual({ deleted: 'client-rename' });
    expect(await api.listSessions('autumn')).toEqual([]);
    expect(await refusal(api.deleteSession('client-rename'))).toMatchObject({ type: 'NOT_FOUND', status: 404 });
  });

  it('gets a preview access that expires later, and what tool_search would find with its token cost', async () => {
    const grant = await api.getPreviewAccess();
    expect(Date.parse(grant.expiresAt)).toBeGreaterThan(Date.now());
    const found = await api.searchTools('change the hero heading');
    expect(found.tools.map((tool) => tool.name)).toContain('cms_updateSectionContent');
    expect(found.tokens).toBeGreaterThan(0);
  });
});
