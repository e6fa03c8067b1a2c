import { afterAll, beforeAll, expect, it } from 'vitest';
import { parseUIMessageChunks } from '../../scripts/support/parse-ui-message-chunks.ts';
import { userMessage } from '../support/chat-client.ts';
import { OPENROUTER_CHAT_TOKEN as TOKEN, startOpenRouterChatServer } from '../support/openrouter-chat-server.ts';
import { fieldOf } from '../support/tool-output.ts';

let running: Awaited<ReturnType<typeof startOpenRouterChatServer>>;
let provider: typeof running.provider;
let baseUrl: string;

beforeAll(async () => {
  running = await startOpenRouterChatServer();
  ({ provider, baseUrl } = running);
});
afterAll(() => running.close());

it('runs a turn over real HTTP through the OpenRouter provider, declaring tool_search first and discovered tools after', async () => {
  provider.play([
    { toolCalls: [{ toolName: 'tool_search', input: { query: 'find an image by name' } }] },
    { toolCalls: [{ toolName: 'cms_findImage', input: { query: 'campfire' } }] },
    { text: 'The campfire photo is campfire-under-stars.png.' },
  ]);
  const response = await fetch(`${baseUrl}/api/chat`, {
    method: 'POST',
    headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify({ id: 'over-http', messages: [userMessage('campfire?')] }),
  });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/event-stream');
  const chunks = parseUIMessageChunks(await response.text());

  const declared = provider.declaredTools();
  expect(declared).toHaveLength(3);
  expect(declared[0]).toEqual(['tool_search']);
  expect(declared[1]![0]).toBe('tool_search');
  expect(declared[1]).toContain('cms_findImage');
  expect(declared[2]).toEqual(declared[1]);
  expect(provider.requests[0]!.headers.authorization).toBe('Bearer test-key-not-a-secret');
  const firstRequest = provider.requests[0]!.body!;
  expect(firstRequest.model).toBe('test/model');
  const systemMessage = firstRequest.messages[0]!;
  expect(systemMessage.role).toBe('system');
  expect(JSON.stringify(systemMessage.content)).toContain('You are Wayfinder');

  const found = chunks.find((chunk) => chunk.type === 'tool-output-available' && fieldOf(chunk.output, 'images'));
  expect(found).toMatchObject({ output: { images: [{ filename: 'campfire-under-stars.png' }] } });
  const finish = chunks.find((chunk) => chunk.type === 'finish');
  expect(finish).toMatchObject({
    messageMetadata: {
      sessionId: 'over-http',
      activeTools: expect.arrayContaining(['tool_search', 'cms_findImage']),
      usage: { inputTokens: 120 + 240 + 360 },
    },
  });
});
