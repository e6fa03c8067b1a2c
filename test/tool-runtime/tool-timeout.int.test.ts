import { afterAll, beforeAll, expect, it } from 'vitest';
import { type LocalHttpServer, startLocalHttpServer } from '../support/local-http-server.ts';
import { type ScriptedChat, startScriptedChat, toolCalls } from '../support/scripted-chat.ts';

let chat: ScriptedChat;
let slowServer: LocalHttpServer;

beforeAll(async () => {
  // Never answers: only the tool timeout can end the call.
  slowServer = await startLocalHttpServer(() => new Promise(() => {}));
  chat = await startScriptedChat({
    seed: false,
    environment: { WAYFINDER_TOOL_TIMEOUT_MS: '200', PEXELS_BASE_URL: slowServer.url, PEXELS_API_KEY: 'pexels-key-for-tests' },
  });
});
afterAll(async () => {
  await chat.services.cleanup();
  await slowServer.close();
});

it('answers a tool call that outlives the configured timeout with a retryable TRANSIENT error, and the turn goes on', async () => {
  await chat.services.workingMemory.create({ sessionId: 'slow', editor: 'alice', title: 'Slow API' });
  await chat.services.workingMemory.recordTurn('slow', {
    entities: [],
    discoveredTools: ['http_get'],
    toolResults: [{ name: 'http_get', success: true, at: new Date().toISOString() }],
  });
  chat.scripted.play([{ toolCalls: [{ toolName: 'http_get', input: { url: `${slowServer.url}/feed` } }] }, { text: 'The feed is not answering.' }]);

  // Pointing back brings the tool used last into this turn (remembered tools are not declared otherwise).
  const turn = await chat.ask('slow', 'read the feed again');
  expect(turn.status).toBe(200);
  expect(toolCalls(turn)[0]?.output).toEqual({
    error: { type: 'TRANSIENT', message: expect.stringMatching(/http_get did not finish within 200 ms/), retryable: true },
  });
  expect(slowServer.requests).toHaveLength(1);
  expect(chat.scripted.calls).toHaveLength(2);
});

it('answers a write that outlives the timeout as possibly done and not retryable, so the model checks instead of repeating it', async () => {
  await chat.services.workingMemory.create({ sessionId: 'slow-write', editor: 'alice', title: 'Slow download' });
  await chat.services.workingMemory.recordTurn('slow-write', {
    entities: [],
    discoveredTools: ['pexels_downloadPhoto'],
    toolResults: [{ name: 'pexels_downloadPhoto', success: true, at: new Date().toISOString() }],
  });
  chat.scripted.play([{ toolCalls: [{ toolName: 'pexels_downloadPhoto', input: { photoId: 12345 } }] }, { text: 'I will check the library first.' }]);

  const turn = await chat.ask('slow-write', 'add pexels photo 12345 to the library');
  expect(toolCalls(turn)[0]?.output).toEqual({
    error: { type: 'OUTCOME_UNKNOWN', message: expect.stringMatching(/may have taken effect\. Do not call it again/), retryable: false },
  });
});
