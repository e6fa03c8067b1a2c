import { afterAll, beforeAll, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import { PRELOADED_TOOLS_CALL_ID } from '../../server/agent/preloaded-tools.ts';
import { type MessagesRequestBody, startAnthropicMessagesServer } from '../support/anthropic-messages-server.ts';
import { sendChat, userMessage } from '../support/chat-client.ts';
import { toolCalls } from '../support/scripted-chat.ts';
import { createTestServices, type TestServices } from '../support/test-services.ts';

const TOKEN = 'alice-token-0123456789';
let provider: Awaited<ReturnType<typeof startAnthropicMessagesServer>>;
let services: TestServices;
let app: ReturnType<typeof createApp>;
/** The tools the first request declared. */
let declared: MessagesRequestBody['tools'];

beforeAll(async () => {
  provider = await startAnthropicMessagesServer();
  services = await createTestServices({
    environment: {
      WAYFINDER_TOKENS: `alice:${TOKEN}`,
      WAYFINDER_PROVIDER: 'anthropic',
      ANTHROPIC_API_KEY: 'test-key-not-a-secret',
      ANTHROPIC_BASE_URL: provider.baseUrl,
      WAYFINDER_MODEL: 'claude-sonnet-4-6',
    },
  });
  app = createApp(services);
});
afterAll(async () => {
  await services.cleanup();
  await provider.close();
});

const ask = (text: string) => sendChat(app, { token: TOKEN, sessionId: 'deferred', messages: [userMessage(text)] });
type Block = { type: string; [field: string]: unknown };
const blocksOf = (body: MessagesRequestBody): Block[] => body.messages.flatMap((message) => (typeof message.content === 'string' ? [] : message.content));
const resultFor = (body: MessagesRequestBody, toolUseId: string) =>
  blocksOf(body).find((block) => block.type === 'tool_result' && block.tool_use_id === toolUseId) as { content: Block[] } | undefined;
const referencesIn = (content: Block[] | undefined) => (content ?? []).filter((block) => block.type === 'tool_reference').map((block) => block.tool_name);

it('declares every tool on every request, deferred but tool_search, and loads what tool_search finds by tool_reference', async () => {
  provider.play([
    { toolCalls: [{ toolName: 'tool_search', input: { query: 'find an image by name' } }] },
    { toolCalls: [{ toolName: 'cms_findImage', input: { query: 'campfire' } }] },
    { text: 'The campfire photo is campfire-under-stars.png.' },
  ]);
  const first = await ask('I need your help with something');
  expect(first.status).toBe(200);
  expect(toolCalls(first).find((call) => call.toolName === 'cms_findImage')?.output).toMatchObject({ images: [{ filename: 'campfire-under-stars.png' }] });

  const bodies = [...provider.bodies];
  expect(bodies).toHaveLength(3);
  // The same tools, in the same order, with the same flags, on every request: nothing in front of the cache moves.
  const tools = bodies[0]!.tools!;
  declared = tools;
  for (const body of bodies) expect(body.tools).toEqual(tools);
  expect(tools[0]).toMatchObject({ name: 'tool_search' });
  expect(tools[0]).not.toHaveProperty('defer_loading');
  expect(tools.slice(1).every((tool) => tool.defer_loading === true)).toBe(true);
  expect(tools.map((tool) => tool.name)).toEqual(expect.arrayContaining(['cms_findImage', ...services.tools.map((tool) => tool.name)]));
  // Anthropic caches only when asked: automatic caching on every request.
  for (const body of bodies) expect(body.cache_control).toEqual({ type: 'ephemeral' });
  expect(provider.headers()[0]!['x-api-key']).toBe('test-key-not-a-secret');

  // tool_search's answer: its rules as text, then a reference per tool found, which the API expands in place.
  const searchResult = resultFor(bodies[1]!, 'toolu_1_0')!;
  expect(searchResult.content[0]).toMatchObject({ type: 'text', text: expect.stringContaining('instruction') });
  // Each tool found is referenced once: unless the request already loaded it (a pre-routed tool, after the editor's message).
  const preloaded = referencesIn(resultFor(bodies[0]!, PRELOADED_TOOLS_CALL_ID)?.content);
  const found = toolCalls(first).find((call) => call.toolName === 'tool_search')!.output as { tools: string[] };
  const referenced = referencesIn(searchResult.content);
  expect(referenced.length).toBeGreaterThan(0);
  expect(referenced).toEqual(found.tools.filter((name) => !preloaded.includes(name)));
  expect([...preloaded, ...referenced]).toContain('cms_findImage');
  expect(referenced.every((name) => tools.some((tool) => tool.name === name && tool.defer_loading))).toBe(true);
  // The later request repeats the earlier one word for word before adding to it: the cached prefix holds.
  expect(JSON.stringify(bodies[2]!.messages).startsWith(JSON.stringify(bodies[1]!.messages).slice(0, -1))).toBe(true);
});

it('loads the tools an earlier turn used, when the new message calls for them, without changing the declared tools', async () => {
  provider.play([{ toolCalls: [{ toolName: 'cms_findImage', input: { query: 'kayak' } }] }, { text: 'Found kayaks-on-river.png.' }]);
  const turn = await ask('And a photo of kayaks?');
  expect(toolCalls(turn)[0]).toMatchObject({ toolName: 'cms_findImage', output: { images: [{ filename: 'kayaks-on-river.png' }] } });

  const [request] = provider.bodies;
  const messages = request!.messages;
  // After the editor's message: a tool_search call and its result referencing the remembered tool, as if searched.
  const editor = messages.findLastIndex((message) => JSON.stringify(message.content).includes('And a photo of kayaks?'));
  expect(messages[editor + 1]).toMatchObject({ role: 'assistant', content: [{ type: 'tool_use', id: PRELOADED_TOOLS_CALL_ID, name: 'tool_search' }] });
  expect(referencesIn(resultFor(request!, PRELOADED_TOOLS_CALL_ID)?.content)).toContain('cms_findImage');
  // The first turn's search and calls are compacted away; the declared list is the one the first turn sent.
  expect(JSON.stringify(messages)).not.toContain('toolu_1_0');
  expect(request!.tools).toEqual(declared);
});
