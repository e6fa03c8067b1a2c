import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { watchEventLoop } from '../support/event-loop-watch.ts';
import { connectMcpTestClient, type McpTestClient } from '../support/mcp-test-client.ts';
import { EDITOR_TOKEN, type ScriptedChat, startScriptedChat } from '../support/scripted-chat.ts';
import { type ServedApp, serveApp } from '../support/serve-app.ts';

// A paste gone wrong: one 100,000-character word. Its analysis for tool search and pre-routing once held the
// event loop for 85 s, and every other editor's request waited behind it.
const LONG = 100_000;
// Bounds far below the 85 s the bug cost, and above what two test workers sharing two cores add to a quiet
// event loop (100 ms failed under load with nothing wrong).
const ANSWER_WITHIN_MS = 5_000;
const HEALTH_WITHIN_MS = 500;
/** Letters in no repeating pattern, so no remembered stem or cached vector makes it cheap. */
const longWord = (seed: number, length: number) => {
  let state = seed;
  return Array.from({ length }, () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return String.fromCharCode(97 + (state % 26));
  }).join('');
};

let chat: ScriptedChat;
let app: ServedApp;
let baseUrl: string;
let mcp: McpTestClient;

beforeAll(async () => {
  chat = await startScriptedChat({ seed: false });
  app = await serveApp(chat.services);
  baseUrl = app.baseUrl;
  mcp = await connectMcpTestClient(
    new StreamableHTTPClientTransport(new URL(`${baseUrl}/mcp`), { requestInit: { headers: { authorization: `Bearer ${EDITOR_TOKEN}` } } }),
  );
  // The embedding model loads on its first query, once per process: no property of any message.
  await chat.services.toolSearch.search({ query: 'show me all pages', limit: 5 });
});

afterAll(async () => {
  await mcp?.close();
  await app?.close();
  await chat?.services.cleanup();
});

const health = async () => {
  const response = await fetch(`${baseUrl}/health`);
  expect(response.status).toBe(200);
};

const post = (path: string, body: unknown) =>
  fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${EDITOR_TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('one 100,000-character word', () => {
  it('in a chat message: answered within 5 s, and /health answers within 500 ms meanwhile', async () => {
    chat.scripted.play([{ text: 'That is one long word.' }]);
    const watch = await watchEventLoop(() => chat.ask('long-word-chat', longWord(1, LONG)), health);
    expect(watch.result.status).toBe(200);
    expect(watch.elapsedMs).toBeLessThan(ANSWER_WITHIN_MS);
    expect(watch.slowestProbeMs).toBeLessThan(HEALTH_WITHIN_MS);
    expect(watch.longestStallMs).toBeLessThan(HEALTH_WITHIN_MS);
  });

  it.each([
    [LONG, 413],
    [500, 200],
  ])('as a /api/tool-search query of %i characters: answered (%i) within 5 s, /health within 500 ms meanwhile', async (length, status) => {
    const watch = await watchEventLoop(() => post('/api/tool-search', { query: longWord(length, length) }), health);
    expect(watch.result.status).toBe(status);
    expect(watch.elapsedMs).toBeLessThan(ANSWER_WITHIN_MS);
    expect(watch.slowestProbeMs).toBeLessThan(HEALTH_WITHIN_MS);
    expect(watch.longestStallMs).toBeLessThan(HEALTH_WITHIN_MS);
  });

  it.each([LONG, 500])('as an MCP tool_search query of %i characters: answered within 5 s, /health within 500 ms meanwhile', async (length) => {
    const watch = await watchEventLoop(() => mcp.call('tool_search', { query: longWord(length + 1, length) }), health);
    expect(watch.result.value).toBeDefined();
    expect(watch.elapsedMs).toBeLessThan(ANSWER_WITHIN_MS);
    expect(watch.slowestProbeMs).toBeLessThan(HEALTH_WITHIN_MS);
    expect(watch.longestStallMs).toBeLessThan(HEALTH_WITHIN_MS);
  });
});
