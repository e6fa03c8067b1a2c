import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postChat, userMessage } from '../support/chat-client.ts';
import { EDITOR_TOKEN, type ScriptedChat, startScriptedChat } from '../support/scripted-chat.ts';
import { stallPageListing } from '../support/stall-page-listing.ts';

let chat: ScriptedChat;
beforeAll(async () => {
  chat = await startScriptedChat();
});
afterAll(() => chat.services.cleanup());

const send = (body: unknown) => postChat(chat.app, { token: EDITOR_TOKEN, body });
const post = (path: string, body: unknown) =>
  chat.app.request(`/api${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${EDITOR_TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
const toolStates = async (sessionId: string) =>
  (await chat.services.conversations.load(sessionId)).flatMap((message) =>
    message.parts.flatMap((part) => ('state' in part && part.type.startsWith('tool-') ? [{ type: part.type, state: String(part.state) }] : [])),
  );

describe('a turn stopped while a tool runs', () => {
  it('keeps the call as ended ("stopped before it finished"), not running, in the stored conversation', async () => {
    const listing = stallPageListing(chat.services.store);
    try {
      chat.scripted.play([
        { toolCalls: [{ toolName: 'tool_search', input: { query: 'list pages' } }] },
        { toolCalls: [{ toolName: 'cms_listPages', input: {} }] },
      ]);
      const running = send({ id: 'stopped-mid-call', message: userMessage('list the pages') });
      await listing.reached;
      expect(await (await post('/chat/stop', { id: 'stopped-mid-call' })).json()).toEqual({ stopped: true });
      await running;
      const states = await toolStates('stopped-mid-call');
      expect(states).toContainEqual({ type: 'tool-cms_listPages', state: 'output-error' });
      expect(states.filter(({ state }) => !state.startsWith('output-'))).toEqual([]);
      const [, answer] = await chat.services.conversations.load('stopped-mid-call');
      expect(JSON.stringify(answer!.parts)).toContain('"errorText":"stopped before it finished"');
    } finally {
      listing.restore();
    }
  });
});

describe('a message with no words', () => {
  it.each([[''], ['   \n ']])('%j gets 400 with a reason, and runs no turn and starts no conversation', async (text) => {
    chat.scripted.play([{ text: 'should not be asked' }]);
    const turn = await send({ id: 'empty-message', message: userMessage(text) });
    expect(turn.status).toBe(400);
    expect(JSON.parse(turn.body).error.message).toMatch(/empty/i);
    expect(chat.scripted.calls).toHaveLength(0);
    expect(await chat.services.workingMemory.get('empty-message')).toBeUndefined();
  });
});

describe('a message id sent again', () => {
  it('with the same text replays the answer; with other text gets 409 with a reason, and no turn runs', async () => {
    const first = userMessage('What does the home page say?');
    chat.scripted.play([{ text: 'It says hello.' }]);
    expect((await send({ id: 'same-id', message: first })).status).toBe(200);
    chat.scripted.play([{ text: 'should not be asked' }]);
    const retry = await send({ id: 'same-id', message: first });
    expect(retry.status).toBe(200);
    expect(retry.body).toContain('It says hello.');
    const other = await send({ id: 'same-id', message: userMessage('Delete the careers page', first.id) });
    expect(other.status).toBe(409);
    expect(JSON.parse(other.body).error.message).toMatch(/already sent with different text.*new id/);
    expect(chat.scripted.calls).toHaveLength(0);
  });
});
