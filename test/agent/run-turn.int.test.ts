import type { UIMessage } from 'ai';
import { MockLanguageModelV4 } from 'ai/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendChat, userMessage } from '../support/chat-client.ts';
import { captureLogs } from '../support/captured-logs.ts';
import { EDITOR_TOKEN, replyText, type ScriptedChat, startScriptedChat, toolCalls } from '../support/scripted-chat.ts';

let chat: ScriptedChat;
const logs = captureLogs();
/** Model call numbers (0-based, per request) that fail as a provider outage would. */
let failingCalls: number[] = [];

beforeAll(async () => {
  chat = await startScriptedChat({
    seed: false,
    logger: logs.logger,
    wrapModel: (scripted) =>
      new MockLanguageModelV4({
        doStream: async (options) => {
          if (failingCalls.includes(chat.scripted.calls.length)) throw new Error('provider unavailable');
          return scripted.doStream(options);
        },
      }),
  });
});
afterAll(async () => {
  await chat.services.cleanup();
});

/** A session that already used cms_createPost, so the tool is declared from the first step and a script can call it straight away. */
async function conversationWithPostTool(sessionId: string) {
  await chat.services.workingMemory.create({ sessionId, editor: 'alice', title: 'Posts', registryVersion: chat.services.toolCatalogue.registry.version });
  await chat.services.workingMemory.recordTurn(sessionId, {
    entities: [],
    discoveredTools: ['cms_createPost'],
    toolResults: [{ name: 'cms_createPost', success: true, at: new Date().toISOString() }],
  });
}
/** Without a slug, each run of this call creates another post ("launch-news", "launch-news-2"…): a repeat shows. */
const createPost = (title: string) => ({ toolCalls: [{ toolName: 'cms_createPost', input: { title, body: 'We launched.' } }] });
const postsTitled = async (title: string) =>
  (await chat.services.store.posts.list({ limit: 50, offset: 0, query: title })).posts.filter((post) => post.title === title);
/** A regenerate request, as useChat sends it: the same messages, trigger 'regenerate-message'. */
const regenerate = (sessionId: string, messages: UIMessage[]) =>
  chat.app.request('/api/chat', {
    method: 'POST',
    headers: { authorization: `Bearer ${EDITOR_TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify({ id: sessionId, messages, trigger: 'regenerate-message' }),
  });

describe('a retried chat request', () => {
  it('is answered from the record of the finished turn: the write tool ran once and the model is not called again', async () => {
    await conversationWithPostTool('retry-finished');
    const question = userMessage('post the launch news', 'message-1');
    chat.scripted.play([createPost('Launch one'), { text: 'The post is saved.' }]);
    const first = await sendChat(chat.app, { token: EDITOR_TOKEN, sessionId: 'retry-finished', messages: [question] });
    expect(await postsTitled('Launch one')).toHaveLength(1);

    chat.scripted.play([createPost('Launch one'), { text: 'Saved it again.' }]);
    const retry = await sendChat(chat.app, { token: EDITOR_TOKEN, sessionId: 'retry-finished', messages: [question] });
    expect(retry.status).toBe(200);
    expect(await postsTitled('Launch one')).toHaveLength(1);
    expect(chat.scripted.calls).toHaveLength(0);
    expect(retry.message?.parts).toEqual(first.message?.parts);
    expect(replyText(retry)).toBe('The post is saved.');
    expect(retry.message?.metadata).toMatchObject({ sessionId: 'retry-finished', turn: 1, replayed: true });
  });

  it('continues a turn the provider interrupted, without running its writes again', async () => {
    await conversationWithPostTool('retry-interrupted');
    const question = userMessage('post the launch news', 'message-2');
    failingCalls = [1];
    chat.scripted.play([createPost('Launch two')]);
    const interrupted = await sendChat(chat.app, { token: EDITOR_TOKEN, sessionId: 'retry-interrupted', messages: [question] });
    expect(interrupted.chunks.some((chunk) => chunk.type === 'error')).toBe(true);
    expect(await postsTitled('Launch two')).toHaveLength(1);

    failingCalls = [];
    chat.scripted.play([createPost('Launch two'), { text: 'Done: the post is there.' }]);
    const retry = await sendChat(chat.app, { token: EDITOR_TOKEN, sessionId: 'retry-interrupted', messages: [question] });
    expect(await postsTitled('Launch two')).toHaveLength(1);
    expect(toolCalls(retry)[0]?.output).toMatchObject({ post: { title: 'Launch two' }, alreadyDone: expect.stringMatching(/not run again/) });
    expect(replyText(retry)).toBe('Done: the post is there.');
    const [turn] = await chat.services.turnHistory.list('retry-interrupted');
    expect(turn).toMatchObject({ turn: 1, status: 'completed', writes: [{ tool: 'cms_createPost' }] });
  });

  it('runs again when the editor asks to regenerate the answer', async () => {
    await conversationWithPostTool('regenerate');
    const question = userMessage('post the launch news', 'message-3');
    chat.scripted.play([createPost('Launch three'), { text: 'Saved.' }]);
    await sendChat(chat.app, { token: EDITOR_TOKEN, sessionId: 'regenerate', messages: [question] });
    chat.scripted.play([createPost('Launch three'), { text: 'Saved again, as asked.' }]);
    const regenerated = await regenerate('regenerate', [question]);
    expect(regenerated.status).toBe(200);
    await regenerated.text();
    expect(await postsTitled('Launch three')).toHaveLength(2);
  });
});

describe('a tool registry change', () => {
  it("drops the session's discovered tools that no longer exist, and logs it", async () => {
    await chat.services.workingMemory.create({ sessionId: 'old-registry', editor: 'alice', title: 'Old', registryVersion: 'an-older-version' });
    await chat.services.workingMemory.recordTurn('old-registry', {
      entities: [],
      discoveredTools: ['cms_findImage', 'cms_retiredTool'],
      toolResults: [
        { name: 'cms_findImage', success: true, at: new Date().toISOString() },
        { name: 'cms_retiredTool', success: true, at: new Date().toISOString() },
      ],
    });
    chat.scripted.play([{ text: 'Here it is.' }]);
    // A follow-up, so the remembered tool used last is declared again (a bare "hello" would get none).
    const turn = await chat.ask('old-registry', 'and the campfire one?');
    expect(turn.status).toBe(200);

    const current = chat.services.toolCatalogue.registry.version;
    expect(await chat.services.workingMemory.get('old-registry')).toMatchObject({ registryVersion: current, discoveredTools: ['cms_findImage'] });
    expect(chat.scripted.declaredTools()[0]).toEqual(['tool_search', 'cms_findImage']);
    expect(logs.entries('registry_version_changed')).toContainEqual(
      expect.objectContaining({
        sessionId: 'old-registry',
        previousVersion: 'an-older-version',
        registryVersion: current,
        droppedTools: ['cms_retiredTool'],
        level: 30,
      }),
    );
  });
});
