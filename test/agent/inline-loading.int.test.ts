import type { LanguageModelV4CallOptions } from '@ai-sdk/provider';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRELOADED_TOOLS_CALL_ID } from '../../server/agent/preloaded-tools.ts';
import { postChat, sendChat, userMessage } from '../support/chat-client.ts';
import { EDITOR_TOKEN as TOKEN, type ScriptedChat, startScriptedChat, toolCalls } from '../support/scripted-chat.ts';
import type { TestServices } from '../support/test-services.ts';

let scripted: ScriptedChat['scripted'];
let services: TestServices;
let app: Hono;

beforeAll(async () => {
  ({ scripted, services, app } = await startScriptedChat({ environment: { WAYFINDER_TOOL_LOADING: 'inline' } }));
});
afterAll(() => services.cleanup());

const ask = (sessionId: string, text: string) => sendChat(app, { token: TOKEN, sessionId, messages: [userMessage(text)] });
const callTool = (name: string, args: Record<string, unknown>) => ({ toolName: 'call_tool', input: { name, arguments: args } });

/** The tool results of one model call, by tool call id, as the model read them. */
function resultsOf(call: LanguageModelV4CallOptions) {
  return new Map(
    call.prompt.flatMap((message) =>
      message.role === 'tool' ? message.content.flatMap((part) => (part.type === 'tool-result' ? [[part.toolCallId, part] as const] : [])) : [],
    ),
  );
}
const declaredIn = (output: unknown) => ((output as { value?: { tools?: Array<{ name: string }> } }).value?.tools ?? []).map((tool) => tool.name);

describe('inline tool loading (WAYFINDER_TOOL_LOADING=inline)', () => {
  it("declares tool_search and call_tool on every call; the search's answer carries each found tool's declaration, and call_tool runs it", async () => {
    scripted.play([
      { toolCalls: [{ toolName: 'tool_search', input: { query: 'find an image by name' } }] },
      { toolCalls: [callTool('cms_findImage', { query: 'campfire' })] },
      { text: 'The campfire photo is campfire-under-stars.png.' },
    ]);
    const turn = await ask('inline-found', 'I need your help with something');
    expect(turn.status).toBe(200);
    for (const declared of scripted.declaredTools()) expect(declared).toEqual(['tool_search', 'call_tool']);

    const search = resultsOf(scripted.calls[1]!).get('call-1-0')!;
    expect(search.output.type).toBe('json');
    const answer = (search.output as unknown as { value: { tools: Array<{ name: string; description: string; inputSchema: unknown }>; instruction: string } })
      .value;
    expect(answer.tools).toContainEqual({
      name: 'cms_findImage',
      description: expect.stringContaining('image'),
      inputSchema: expect.objectContaining({ type: 'object', properties: expect.objectContaining({ query: expect.anything() }) }),
    });
    expect(answer.instruction).toContain('call_tool');

    const [found, run] = toolCalls(turn);
    // The stream keeps the search's answer with names, as the chat page reads it, and shows the call as the tool it ran.
    expect(found!.output).toMatchObject({ tools: expect.arrayContaining(['cms_findImage']) });
    expect(run).toMatchObject({ toolName: 'cms_findImage', input: { query: 'campfire' }, output: { images: [{ filename: 'campfire-under-stars.png' }] } });
    const stored = await services.conversations.load('inline-found');
    expect(stored[1]!.parts.filter((part) => part.type.startsWith('tool-')).map((part) => part.type)).toEqual(['tool-tool_search', 'tool-cms_findImage']);
    expect(stored[1]!.parts.find((part) => part.type === 'tool-cms_findImage')).toMatchObject({ input: { query: 'campfire' } });
    // Memory and history name the tool that ran, not call_tool: a later turn can bring it back.
    const memory = await services.workingMemory.get('inline-found');
    expect(memory?.usedTools.map((tool) => tool.name)).toEqual(['cms_findImage']);
    const history = await services.turnHistory.list('inline-found');
    expect(history.flatMap((record) => record.toolCalls.map((call) => call.tool))).toEqual(['tool_search', 'cms_findImage']);
    // Each call repeats the one before it and adds to it.
    const prompts = scripted.calls.map((call) => JSON.stringify(call.prompt));
    for (let index = 1; index < prompts.length; index++) expect(prompts[index]!.startsWith(prompts[index - 1]!.slice(0, -1))).toBe(true);
  });

  it("loads the tools an earlier turn used by a tool_search exchange after the editor's message, with their declarations", async () => {
    scripted.play([{ toolCalls: [callTool('cms_findImage', { query: 'kayak' })] }, { text: 'Found kayaks-on-river.png.' }]);
    const turn = await ask('inline-found', 'And a photo of kayaks?');
    expect(toolCalls(turn)[0]).toMatchObject({ toolName: 'cms_findImage', output: { images: [{ filename: 'kayaks-on-river.png' }] } });
    const [first] = scripted.calls;
    expect(first!.tools!.map((tool) => tool.name)).toEqual(['tool_search', 'call_tool']);
    const editor = first!.prompt.findLastIndex((message) => JSON.stringify(message.content).includes('And a photo of kayaks?'));
    expect(first!.prompt[editor + 1]).toMatchObject({
      role: 'assistant',
      content: [{ type: 'tool-call', toolCallId: PRELOADED_TOOLS_CALL_ID, toolName: 'tool_search' }],
    });
    expect(declaredIn(resultsOf(first!).get(PRELOADED_TOOLS_CALL_ID)!.output)).toEqual(['cms_findImage']);
    // The first turn's search and calls are compacted away.
    expect(JSON.stringify(first!.prompt)).not.toContain('call-1-0');
  });

  it('asks the editor before call_tool runs a destructive tool, naming its effect, and runs it once approved', async () => {
    scripted.play([
      { toolCalls: [{ toolName: 'tool_search', input: { query: 'delete a page' } }] },
      { toolCalls: [callTool('cms_deletePage', { slug: 'careers' })] },
    ]);
    const question = userMessage('delete the careers page');
    const turn = await sendChat(app, { token: TOKEN, sessionId: 'inline-approval', messages: [question] });
    const request = turn.chunks.find((chunk) => chunk.type === 'tool-approval-request') as { approvalId: string; reason: string } | undefined;
    expect(request?.reason).toBe('Delete page Careers: its 4 sections and 1 menu link go too');
    expect(await services.store.pages.getBySlug('careers')).toBeDefined();
    // The card the editor answers names the tool that will run, with its own arguments.
    expect(turn.message!.parts.find((part) => 'approval' in part)).toMatchObject({
      type: 'tool-cms_deletePage',
      state: 'approval-requested',
      input: { slug: 'careers' },
    });
    const waiting = await services.conversations.load('inline-approval');
    expect(waiting[1]!.parts.find((part) => 'approval' in part)).toMatchObject({ type: 'tool-cms_deletePage', input: { slug: 'careers' } });
    const calledBefore = scripted.calls.at(-1)!;

    scripted.play([{ text: 'The careers page is gone.' }]);
    const answered = await postChat(app, { token: TOKEN, body: { id: 'inline-approval', approvals: [{ id: request!.approvalId, approved: true }] } });
    expect(answered.status).toBe(200);
    // The model reads its turn as it wrote it: the approved call is its call_tool, run through call_tool.
    const continued = scripted.calls[0]!.prompt.flatMap((message) =>
      message.role === 'assistant' && typeof message.content !== 'string' ? message.content : [],
    );
    expect(continued).toContainEqual(
      expect.objectContaining({ type: 'tool-call', toolName: 'call_tool', input: { name: 'cms_deletePage', arguments: { slug: 'careers' } } }),
    );
    expect(scripted.calls[0]!.tools).toEqual(calledBefore.tools);
    expect(answered.chunks.find((chunk) => chunk.type === 'tool-output-available')).toMatchObject({ output: { deleted: { slug: 'careers' } } });
    expect(await services.store.pages.getBySlug('careers')).toBeUndefined();
    const history = await services.turnHistory.list('inline-approval');
    expect(history.flatMap((record) => record.toolCalls.map((call) => call.tool))).toContain('cms_deletePage');
  });

  it('refuses a tool the conversation has not found, saying to search first, and asks nothing; a tool called by its own name never runs', async () => {
    scripted.play([
      { toolCalls: [callTool('cms_deletePage', { slug: 'pricing' }), { toolName: 'cms_deletePage', input: { slug: 'about' } }] },
      { text: 'I need to search first.' },
    ]);
    const turn = await ask('inline-not-found', 'tidy up');
    expect(turn.status).toBe(200);
    expect(turn.chunks.some((chunk) => chunk.type === 'tool-approval-request')).toBe(false);
    expect(toolCalls(turn)[0]!.output).toMatchObject({ error: { type: 'NOT_FOUND', message: expect.stringContaining('Call tool_search first') } });
    expect(turn.chunks.some((chunk) => chunk.type === 'tool-input-error' && chunk.toolName === 'cms_deletePage')).toBe(true);
    expect(await services.store.pages.getBySlug('pricing')).toBeDefined();
    expect(await services.store.pages.getBySlug('about')).toBeDefined();
  });

  it('refuses a tool found by a search in the same step: call_tool runs what was found before the step, as a declared list would', async () => {
    scripted.play([
      { toolCalls: [{ toolName: 'tool_search', input: { query: 'delete a page' } }, callTool('cms_deletePage', { slug: 'pricing' })] },
      { text: 'Searched.' },
    ]);
    const turn = await ask('inline-same-step', 'delete the pricing page');
    expect(turn.chunks.some((chunk) => chunk.type === 'tool-approval-request')).toBe(false);
    expect(toolCalls(turn)[1]!.output).toMatchObject({ error: { type: 'NOT_FOUND', message: expect.stringContaining('tool_search') } });
    expect(await services.store.pages.getBySlug('pricing')).toBeDefined();
  });

  it('answers a name no tool has, or call_tool arguments that are not a call, with what to do', async () => {
    scripted.play([
      { toolCalls: [callTool('cms_publishEverything', {}), { toolName: 'call_tool', input: { arguments: { slug: 'home' } } }] },
      { text: 'Sorry.' },
    ]);
    const turn = await ask('inline-unknown', 'publish everything');
    expect(turn.status).toBe(200);
    const [unknown, malformed] = toolCalls(turn);
    expect(unknown!.output).toMatchObject({ error: { type: 'NOT_FOUND', message: expect.stringContaining('No tool "cms_publishEverything"') } });
    expect(unknown!.output).toMatchObject({ error: { message: expect.stringContaining('Call tool_search') } });
    expect(malformed!.output).toMatchObject({ error: { type: 'VALIDATION', fields: [expect.objectContaining({ field: 'name' })] } });
  });
});
