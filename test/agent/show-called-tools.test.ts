import { readUIMessageStream, type UIMessage, type UIMessageChunk } from 'ai';
import { describe, expect, it } from 'vitest';
import { showCalledTools, showCalledToolsInStream } from '../../server/agent/show-called-tools.ts';

async function shown(chunks: UIMessageChunk[]): Promise<UIMessageChunk[]> {
  const out: UIMessageChunk[] = [];
  const source = new ReadableStream<UIMessageChunk>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  });
  const reader = source.pipeThrough(showCalledToolsInStream()).getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) out.push(read.value);
  return out;
}

/** The message the chat page builds from the chunks, and its tool part's input after each chunk. */
async function asPage(chunks: UIMessageChunk[]) {
  const inputs: unknown[] = [];
  let message: UIMessage | undefined;
  const stream = new ReadableStream<UIMessageChunk>({
    start(controller) {
      for (const chunk of [{ type: 'start' } as const, ...chunks]) controller.enqueue(chunk);
      controller.close();
    },
  });
  for await (const snapshot of readUIMessageStream({ stream })) {
    message = snapshot;
    const part = snapshot.parts.find((candidate) => candidate.type.startsWith('tool-')) as { input?: unknown } | undefined;
    if (part) inputs.push(part.input);
  }
  return { message: message!, inputs };
}

const id = 'call-1';
const input = { name: 'cms_getPage', arguments: { slug: 'home' } };

describe('a call_tool in the stream', () => {
  it('is the tool it runs from the moment its name is written, its own arguments streaming after', async () => {
    const chunks = await shown([
      { type: 'tool-input-start', toolCallId: id, toolName: 'call_tool' },
      { type: 'tool-input-delta', toolCallId: id, inputTextDelta: '{"name":"cms_get' },
      { type: 'tool-input-delta', toolCallId: id, inputTextDelta: 'Page","arguments":{"slug":"ho' },
      { type: 'tool-input-delta', toolCallId: id, inputTextDelta: 'me"}}' },
      { type: 'tool-input-available', toolCallId: id, toolName: 'call_tool', input },
      { type: 'tool-output-available', toolCallId: id, output: { page: { slug: 'home' } } },
    ]);
    expect(chunks).toEqual([
      { type: 'tool-input-start', toolCallId: id, toolName: 'cms_getPage' },
      { type: 'tool-input-delta', toolCallId: id, inputTextDelta: '{"slug":"ho' },
      { type: 'tool-input-delta', toolCallId: id, inputTextDelta: 'me"' },
      { type: 'tool-input-available', toolCallId: id, toolName: 'cms_getPage', input: { slug: 'home' } },
      { type: 'tool-output-available', toolCallId: id, output: { page: { slug: 'home' } } },
    ]);
    const page = await asPage(chunks);
    // What the page's "Reading page “home”…" line reads while the call is written.
    expect(page.inputs).toContainEqual({ slug: 'ho' });
    expect(page.message.parts.at(-1)).toMatchObject({ type: 'tool-cms_getPage', input: { slug: 'home' }, state: 'output-available' });
  });

  it('is the tool it runs when its input comes whole, and stays a call_tool when it names no tool', async () => {
    expect(await shown([{ type: 'tool-input-available', toolCallId: id, toolName: 'call_tool', input }])).toEqual([
      { type: 'tool-input-available', toolCallId: id, toolName: 'cms_getPage', input: { slug: 'home' } },
    ]);
    const malformed = { arguments: { slug: 'home' } };
    expect(
      await shown([
        { type: 'tool-input-start', toolCallId: id, toolName: 'call_tool' },
        { type: 'tool-input-delta', toolCallId: id, inputTextDelta: JSON.stringify(malformed) },
        { type: 'tool-input-available', toolCallId: id, toolName: 'call_tool', input: malformed },
      ]),
    ).toEqual([
      { type: 'tool-input-start', toolCallId: id, toolName: 'call_tool' },
      { type: 'tool-input-available', toolCallId: id, toolName: 'call_tool', input: malformed },
    ]);
  });

  it('leaves every other chunk as it is', async () => {
    const chunks: UIMessageChunk[] = [
      { type: 'tool-input-start', toolCallId: 'search', toolName: 'tool_search' },
      { type: 'tool-input-available', toolCallId: 'search', toolName: 'tool_search', input: { query: 'read a page' } },
      { type: 'text-start', id: 't' },
      { type: 'text-delta', id: 't', delta: 'Done.' },
    ];
    expect(await shown(chunks)).toEqual(chunks);
  });
});

describe('showCalledTools', () => {
  it("keeps each call_tool part as the tool it ran, with that tool's arguments; one that names no tool stays", () => {
    const messages: UIMessage[] = [
      { id: 'u', role: 'user', parts: [{ type: 'text', text: 'delete the careers page' }] },
      {
        id: 'a',
        role: 'assistant',
        parts: [
          { type: 'tool-call_tool', toolCallId: '1', state: 'output-available', input, output: { page: {} } },
          { type: 'tool-call_tool', toolCallId: '2', state: 'output-available', input: { arguments: {} }, output: { error: {} } },
        ],
      } as UIMessage,
    ];
    const [user, answer] = showCalledTools(messages);
    expect(user).toBe(messages[0]);
    expect(answer!.parts).toEqual([
      { type: 'tool-cms_getPage', toolCallId: '1', state: 'output-available', input: { slug: 'home' }, output: { page: {} } },
      { type: 'tool-call_tool', toolCallId: '2', state: 'output-available', input: { arguments: {} }, output: { error: {} } },
    ]);
  });
});
