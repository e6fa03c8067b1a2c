import { afterAll, beforeAll, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import { PRELOADED_TOOLS_CALL_ID } from '../../server/agent/preloaded-tools.ts';
import { type ChatCompletionsRequestBody, startOpenAICompatibleServer } from '../../scripts/support/openai-compatible-server.ts';
import { postChat, sendChat, userMessage } from '../support/chat-client.ts';
import { toolCalls } from '../support/scripted-chat.ts';
import { createTestServices, type TestServices } from '../support/test-services.ts';

const TOKEN = 'alice-token-0123456789';
let provider: Awaited<ReturnType<typeof startOpenAICompatibleServer>>;
let services: TestServices;
let app: ReturnType<typeof createApp>;
/** The tools the first request declared. */
let declared: ChatCompletionsRequestBody['tools'];

beforeAll(async () => {
  provider = await startOpenAICompatibleServer();
  services = await createTestServices({
    environment: {
      WAYFINDER_TOKENS: `alice:${TOKEN}`,
      OPENROUTER_API_KEY: 'test-key-not-a-secret',
      OPENROUTER_BASE_URL: provider.baseUrl,
      WAYFINDER_MODEL: 'openai/gpt-4.1-mini',
      WAYFINDER_TOOL_LOADING: 'inline',
    },
  });
  app = createApp(services);
});
afterAll(async () => {
  await services.cleanup();
  await provider.close();
});

const ask = (sessionId: string, text: string) => sendChat(app, { token: TOKEN, sessionId, messages: [userMessage(text)] });
const bodies = () => provider.requests.map((request) => request.body!);
const callTool = (name: string, args: Record<string, unknown>) => ({ toolName: 'call_tool', input: { name, arguments: args } });
/** What a tool message said, parsed: OpenAI's format carries a tool result as a string. */
const toolResult = (body: ChatCompletionsRequestBody, toolCallId: string) => {
  const message = body.messages.find((candidate) => candidate.role === 'tool' && candidate.tool_call_id === toolCallId);
  return message
    ? (JSON.parse(message.content as string) as {
        tools?: Array<{ name: string; inputSchema?: unknown }>;
        alreadyLoaded?: string[];
        instruction?: string;
        error?: { type: string; message: string };
      })
    : undefined;
};

it('declares the same two tools on every request, and sends the declarations of what tool_search finds in its answer', async () => {
  provider.play([
    { toolCalls: [{ toolName: 'tool_search', input: { query: 'find an image by name' } }] },
    { toolCalls: [callTool('cms_findImage', { query: 'campfire' })] },
    { text: 'The campfire photo is campfire-under-stars.png.' },
  ]);
  const first = await ask('inline', 'I need your help with something');
  expect(first.status).toBe(200);
  // The stream shows the call as the tool it ran.
  expect(toolCalls(first).find((call) => call.toolName === 'cms_findImage')).toMatchObject({
    input: { query: 'campfire' },
    output: { images: [{ filename: 'campfire-under-stars.png' }] },
  });

  const sent = bodies();
  expect(sent).toHaveLength(3);
  declared = sent[0]!.tools;
  for (const body of sent) expect(body.tools).toEqual(declared);
  expect(declared!.map((tool) => tool.function.name)).toEqual(['tool_search', 'call_tool']);

  // tool_search's answer holds each found tool's description and input schema, enums filled, and how to run it.
  const answer = toolResult(sent[1]!, 'call_1_0')!;
  expect(answer.tools).toContainEqual(expect.objectContaining({ name: 'cms_findImage', inputSchema: expect.objectContaining({ type: 'object' }) }));
  expect(answer.instruction).toContain('call_tool { name, arguments }');
  // The model's call_tool reaches the provider again as it was made.
  expect(JSON.stringify(sent[2]!.messages)).toContain('"name\\":\\"cms_findImage\\"');
  // Each request repeats the one before it word for word before adding to it: the cached prefix holds.
  for (let index = 1; index < sent.length; index++) {
    expect(JSON.stringify(sent[index]!.messages).startsWith(JSON.stringify(sent[index - 1]!.messages).slice(0, -1))).toBe(true);
  }
});

it("loads the tools an earlier turn used by a tool_search exchange after the editor's message, declared tools unchanged", async () => {
  provider.play([{ toolCalls: [callTool('cms_findImage', { query: 'kayak' })] }, { text: 'Found kayaks-on-river.png.' }]);
  const turn = await ask('inline', 'And a photo of kayaks?');
  expect(toolCalls(turn)[0]).toMatchObject({ toolName: 'cms_findImage', output: { images: [{ filename: 'kayaks-on-river.png' }] } });

  const [request] = bodies();
  const messages = request!.messages;
  const editor = messages.findLastIndex((message) => JSON.stringify(message.content).includes('And a photo of kayaks?'));
  expect(messages[editor + 1]).toMatchObject({ role: 'assistant', tool_calls: [{ id: PRELOADED_TOOLS_CALL_ID, function: { name: 'tool_search' } }] });
  expect(toolResult(request!, PRELOADED_TOOLS_CALL_ID)?.tools?.map((tool) => tool.name)).toEqual(['cms_findImage']);
  // The first turn's search and calls are compacted away; the declared list is the one the first turn sent.
  expect(JSON.stringify(messages)).not.toContain('call_1_0');
  expect(request!.tools).toEqual(declared);
});

it('waits for the editor before call_tool deletes a page, and refuses a tool not found yet or none at all with what to do', async () => {
  provider.play([
    { toolCalls: [callTool('cms_deletePage', { slug: 'pricing' }), callTool('cms_publishEverything', {})] },
    { toolCalls: [{ toolName: 'tool_search', input: { query: 'delete a page' } }] },
    { toolCalls: [callTool('cms_deletePage', { slug: 'careers' })] },
  ]);
  const question = userMessage('delete the careers page');
  const turn = await sendChat(app, { token: TOKEN, sessionId: 'inline-delete', messages: [question] });
  expect(turn.status).toBe(200);

  const refused = toolResult(bodies()[1]!, 'call_1_0');
  expect(refused?.error).toMatchObject({ type: 'NOT_FOUND', message: expect.stringContaining('Call tool_search first') });
  expect(toolResult(bodies()[1]!, 'call_1_1')?.error).toMatchObject({ type: 'NOT_FOUND', message: expect.stringContaining('No tool "cms_publishEverything"') });
  expect(await services.store.pages.getBySlug('pricing')).toBeDefined();

  const approval = turn.chunks.find((chunk) => chunk.type === 'tool-approval-request') as { approvalId: string; reason: string };
  expect(approval.reason).toBe('Delete page Careers: its 4 sections and 1 menu link go too');
  expect(bodies()).toHaveLength(3);
  expect(await services.store.pages.getBySlug('careers')).toBeDefined();

  provider.play([{ text: 'The careers page is gone.' }]);
  const answered = await postChat(app, { token: TOKEN, body: { id: 'inline-delete', approvals: [{ id: approval.approvalId, approved: true }] } });
  expect(answered.status).toBe(200);
  expect(await services.store.pages.getBySlug('careers')).toBeUndefined();
  expect(bodies()[0]!.tools).toEqual(declared);
});
