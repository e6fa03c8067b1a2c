import type { UIMessageChunk } from 'ai';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { parseUIMessageChunks } from '../../scripts/support/parse-ui-message-chunks.ts';
import { captureLogs } from '../support/captured-logs.ts';
import { userMessage } from '../support/chat-client.ts';
import { OPENROUTER_CHAT_TOKEN as TOKEN, startOpenRouterChatServer } from '../support/openrouter-chat-server.ts';

const logs = captureLogs();
let running: Awaited<ReturnType<typeof startOpenRouterChatServer>>;
let provider: typeof running.provider;
let services: typeof running.services;
let baseUrl: string;

beforeAll(async () => {
  running = await startOpenRouterChatServer({ logger: logs.logger });
  ({ provider, services, baseUrl } = running);
});
afterAll(() => running.close());

const post = (path: string, body: unknown) =>
  fetch(`${baseUrl}/api${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
const chat = async (body: unknown): Promise<UIMessageChunk[]> => parseUIMessageChunks(await (await post('/chat', body)).text());

const CONTEXT_FULL = {
  status: 400,
  body: { error: { message: "This endpoint's maximum context length is 8192 tokens. However, you requested about 9000 tokens.", code: 400 } },
};

describe('a model error', () => {
  it("reaches the page in the editor's words, explained before the error, and the log gets one line without the request", async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      provider.play([{ httpError: CONTEXT_FULL }]);
      logs.lines.length = 0;
      const chunks = await chat({ id: 'model-error-1', message: userMessage('Summarise every page') });
      const errorAt = chunks.findIndex((chunk) => chunk.type === 'error');
      expect(chunks[errorAt]).toMatchObject({ errorText: expect.stringMatching(/^The model's context is full/) });
      expect(chunks[errorAt - 1]).toMatchObject({ type: 'message-metadata', messageMetadata: { modelError: { kind: 'context-full', retryable: false } } });
      expect(consoleError).not.toHaveBeenCalled();
      const errorLines = logs.entries('turn_error');
      expect(errorLines).toEqual([expect.objectContaining({ kind: 'context-full', status: 400 })]);
      expect(logs.lines.join('\n')).not.toContain('Summarise every page');
      const [, answer] = await services.conversations.load('model-error-1');
      expect(answer!.metadata).toMatchObject({ modelError: { kind: 'context-full', message: expect.stringMatching(/^The model's context is full/) } });
    } finally {
      consoleError.mockRestore();
    }
  });

  it('names a refused key', async () => {
    provider.play([{ httpError: { status: 401, body: { error: { message: 'No auth credentials found', code: 401 } } } }]);
    const chunks = await chat({ id: 'model-error-2', message: userMessage('Hello') });
    expect(chunks.find((chunk) => chunk.type === 'error')).toMatchObject({ errorText: expect.stringMatching(/^The model service refused the key/) });
  });

  it('is retried by regenerating the answer, which replaces the failed one', async () => {
    provider.play([{ text: 'Here is a summary.' }]);
    const chunks = await chat({ id: 'model-error-1', trigger: 'regenerate-message' });
    expect(chunks.some((chunk) => chunk.type === 'error')).toBe(false);
    const stored = await services.conversations.load('model-error-1');
    expect(stored.map((message) => message.role)).toEqual(['user', 'assistant']);
    expect(stored[1]!.metadata).not.toHaveProperty('modelError');
    expect(JSON.stringify(stored[1]!.parts)).toContain('Here is a summary.');
  });
});

describe('a turn continued by an approval', () => {
  it('reports the tokens of the whole message: both requests, summed', async () => {
    provider.play([
      { toolCalls: [{ toolName: 'tool_search', input: { query: 'delete a page' } }] },
      { toolCalls: [{ toolName: 'cms_deletePage', input: { slug: 'careers' } }] },
    ]);
    const asked = await chat({ id: 'token-total', message: userMessage('delete the careers page') });
    const firstTotals = [...provider.usageTotals];
    const approval = asked.find((chunk) => chunk.type === 'tool-approval-request') as { approvalId: string };
    provider.play([{ text: 'Deleted.' }]);
    const answered = await chat({ id: 'token-total', approvals: [{ id: approval.approvalId, approved: true }] });
    const finish = answered.find((chunk) => chunk.type === 'finish') as { messageMetadata: { usage: { totalTokens: number }; turns: number[] } };
    const sum = [...firstTotals, ...provider.usageTotals].reduce((total, tokens) => total + tokens, 0);
    expect(finish.messageMetadata.usage.totalTokens).toBe(sum);
    expect(finish.messageMetadata.turns).toEqual([1, 2]);
  });
});

describe('Stop', () => {
  it('stops the running turn on the server, answers once it is recorded, and frees the conversation', async () => {
    provider.play([{ text: 'A slow answer', delayMs: 3_000 }]);
    const started = Date.now();
    const running = post('/chat', { id: 'stop-me', message: userMessage('take your time') }).then((response) => response.text());
    await vi.waitFor(async () => expect(await services.workingMemory.get('stop-me')).toBeDefined());
    const stop = await post('/chat/stop', { id: 'stop-me' });
    expect(await stop.json()).toEqual({ stopped: true });
    expect(Date.now() - started).toBeLessThan(2_500);
    expect(parseUIMessageChunks(await running).some((chunk) => chunk.type === 'abort')).toBe(true);
    expect((await services.conversations.load('stop-me')).at(-1)).toMatchObject({ role: 'assistant', metadata: { stopped: true } });
    provider.play([{ text: 'Next answer.' }]);
    expect((await chat({ id: 'stop-me', message: userMessage('again') })).some((chunk) => chunk.type === 'finish')).toBe(true);
    expect(await (await post('/chat/stop', { id: 'stop-me' })).json()).toEqual({ stopped: false });
    expect((await post('/chat/stop', { id: 'not-a-session' })).status).toBe(404);
    // A body without a conversation id is refused, and stops nothing.
    expect((await post('/chat/stop', { session: 'stop-me' })).status).toBe(400);
  });
});
