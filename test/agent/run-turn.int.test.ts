import type { UIMessage } from 'ai';
import { MockLanguageModelV4 } from 'ai/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendChat, userMessage } from '../support/chat-client.ts';
import { captureLogs } from '../support/captured-logs.ts';
import { type LocalHttpServer, sendJson, startLocalHttpServer } from '../support/local-http-server.ts';
import { EDITOR_TOKEN, replyText, type ScriptedChat, startScriptedChat, toolCalls } from '../support/scripted-chat.ts';

let chat: ScriptedChat;
let webhook: LocalHttpServer;
const logs = captureLogs();
/** Model call numbers (0-based, per request) that fail as a provider outage would. */
let failingCalls: number[] = [];

beforeAll(async () => {
  webhook = await startLocalHttpServer((_request, response) => sendJson(response, { received: true }, 201));
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
  await webhook.close();
});

/** A session that already discovered http_post, so a script can call it straight away. */
async function sessionWithWebhookTool(sessionId: string) {
  await chat.services.workingMemory.create({ sessionId, editor: 'alice', title: 'Webhooks', registryVersion: chat.services.toolRegistry.version });
  await chat.services.workingMemory.recordTurn(sessionId, { entities: [], discoveredTools: ['http_post'], toolResults: [] });
}
const callWebhook = () => ({ toolCalls: [{ toolName: 'http_post', input: { url: `${webhook.url}/hooks/publish`, body: { event: 'publish' } } }] });
/** A regenerate request, as useChat sends it: the same messages, trigger 'regenerate-message'. */
const regenerate = (sessionId: string, messages: UIMessage[]) =>
  chat.app.request('/api/chat', {
    method: 'POST',
    headers: { authorization: `Bearer ${EDITOR_TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify({ id: sessionId, messages, trigger: 'regenerate-message' }),
  });

describe('a retried chat request', () => {
  it('is answered from the record of the finished turn: the write tool ran once and the model is not called again', async () => {
    await sessionWithWebhookTool('retry-finished');
    const question = userMessage('tell the webhook we published', 'message-1');
    chat.scripted.play([callWebhook(), { text: 'The webhook got it.' }]);
    const first = await sendChat(chat.app, { token: EDITOR_TOKEN, sessionId: 'retry-finished', messages: [question] });
    expect(webhook.requests).toHaveLength(1);

    chat.scripted.play([callWebhook(), { text: 'Sent it again.' }]);
    const retry = await sendChat(chat.app, { token: EDITOR_TOKEN, sessionId: 'retry-finished', messages: [question] });
    expect(retry.status).toBe(200);
    expect(webhook.requests).toHaveLength(1);
    expect(chat.scripted.calls).toHaveLength(0);
    expect(retry.message?.parts).toEqual(first.message?.parts);
    expect(replyText(retry)).toBe('The webhook got it.');
    expect(retry.message?.metadata).toMatchObject({ sessionId: 'retry-finished', turn: 1, replayed: true });
  });

  it('continues a turn the provider interrupted, without running its writes again', async () => {
    await sessionWithWebhookTool('retry-interrupted');
    const question = userMessage('tell the webhook we published', 'message-2');
    const before = webhook.requests.length;
    failingCalls = [1];
    chat.scripted.play([callWebhook()]);
    const interrupted = await sendChat(chat.app, { token: EDITOR_TOKEN, sessionId: 'retry-interrupted', messages: [question] });
    expect(interrupted.chunks.some((chunk) => chunk.type === 'error')).toBe(true);
    expect(webhook.requests).toHaveLength(before + 1);

    failingCalls = [];
    chat.scripted.play([callWebhook(), { text: 'Done: the webhook has it.' }]);
    const retry = await sendChat(chat.app, { token: EDITOR_TOKEN, sessionId: 'retry-interrupted', messages: [question] });
    expect(webhook.requests).toHaveLength(before + 1);
    expect(toolCalls(retry)[0]?.output).toMatchObject({ status: 201, alreadyDone: expect.stringMatching(/not run again/) });
    expect(replyText(retry)).toBe('Done: the webhook has it.');
    const [turn] = await chat.services.turnHistory.list('retry-interrupted');
    expect(turn).toMatchObject({ turn: 1, status: 'completed', writes: [{ tool: 'http_post' }] });
  });

  it('runs again when the editor asks to regenerate the answer', async () => {
    await sessionWithWebhookTool('regenerate');
    const question = userMessage('tell the webhook we published', 'message-3');
    chat.scripted.play([callWebhook(), { text: 'Sent.' }]);
    await sendChat(chat.app, { token: EDITOR_TOKEN, sessionId: 'regenerate', messages: [question] });
    const before = webhook.requests.length;
    chat.scripted.play([callWebhook(), { text: 'Sent again, as asked.' }]);
    const regenerated = await regenerate('regenerate', [question]);
    expect(regenerated.status).toBe(200);
    await regenerated.text();
    expect(webhook.requests).toHaveLength(before + 1);
  });
});

describe('a tool registry change', () => {
  it("drops the session's discovered tools that no longer exist, and logs it", async () => {
    await chat.services.workingMemory.create({ sessionId: 'old-registry', editor: 'alice', title: 'Old', registryVersion: 'an-older-version' });
    await chat.services.workingMemory.recordTurn('old-registry', { entities: [], discoveredTools: ['cms_findImage', 'cms_retiredTool'], toolResults: [] });
    chat.scripted.play([{ text: 'Hello again.' }]);
    const turn = await chat.ask('old-registry', 'hello');
    expect(turn.status).toBe(200);

    const current = chat.services.toolRegistry.version;
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
