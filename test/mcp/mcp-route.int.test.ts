import type { OAuthClientProvider } from '@modelcontextprotocol/sdk/client/auth.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requireEditor } from '../../server/http/require-editor.ts';
import { CONVERSATION_HEADER, createMcpRoute } from '../../server/mcp/mcp-route.ts';
import { connectAiSdkTestClient } from '../support/ai-sdk-mcp-client.ts';
import { connectMcpTestClient, type ElicitationAnswer } from '../support/mcp-test-client.ts';
import { EDITOR_TOKEN, type ScriptedChat, startScriptedChat } from '../support/scripted-chat.ts';
import { runDiscoveryScenario } from './discovery-scenario.ts';
import { toolErrorOf } from '../support/tool-output.ts';
import { type ServedApp, serveApp } from '../support/serve-app.ts';

const BOB_TOKEN = 'bob-token-0123456789abc';

let chat: ScriptedChat;
let app: ServedApp;
let baseUrl: string;

beforeAll(async () => {
  chat = await startScriptedChat({ environment: { WAYFINDER_TOKENS: `alice:${EDITOR_TOKEN},bob:${BOB_TOKEN}` } });
  app = await serveApp(chat.services);
  baseUrl = app.baseUrl;
});

afterAll(async () => {
  await app?.close();
  await chat?.services.cleanup();
});

function httpTransport({ token = EDITOR_TOKEN, conversation, url = `${baseUrl}/mcp` }: { token?: string; conversation?: string; url?: string } = {}) {
  const headers: Record<string, string> = { authorization: `Bearer ${token}`, ...(conversation ? { [CONVERSATION_HEADER]: conversation } : {}) };
  return new StreamableHTTPClientTransport(new URL(url), { requestInit: { headers } });
}

const connect = (options: { token?: string; conversation?: string; elicitation?: ElicitationAnswer } = {}) =>
  connectMcpTestClient(httpTransport(options), { elicitation: options.elicitation });

const initializeBody = JSON.stringify({
  jsonrpc: '2.0',
  id: 1,
  method: 'initialize',
  params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'raw', version: '1' } },
});
const postInitialize = (headers: Record<string, string> = {}, path = '/mcp') =>
  fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...headers },
    body: initializeBody,
  });

describe('/mcp over Streamable HTTP', () => {
  it('lists tool_search alone, grows the list by what searches find, runs found tools, and deletes only on an accepted elicitation', async () => {
    await runDiscoveryScenario(({ elicitation }) => connect({ conversation: 'mcp-http-scenario', elicitation }));
    // The accepted delete is in the change history like any other write: the editor's, in this conversation, by the tool.
    const { changes } = await chat.services.store.changes.list({ sessionId: 'mcp-http-scenario', limit: 10 });
    expect(changes).toContainEqual(expect.objectContaining({ editor: 'alice', sessionId: 'mcp-http-scenario', tool: 'cms_deletePage' }));
  });

  it('refuses a missing or unknown token with a JSON-RPC error saying what to send, and no OAuth challenge', async () => {
    for (const headers of [{}, { authorization: 'Bearer not-a-token-of-anyone' }] as Array<Record<string, string>>) {
      const refused = await postInitialize(headers);
      expect(refused.status).toBe(403);
      expect(refused.headers.get('www-authenticate')).toBeNull();
      expect(await refused.json()).toEqual({
        jsonrpc: '2.0',
        id: null,
        error: { code: -32000, message: expect.stringMatching(/Authorization: Bearer <token>.*WAYFINDER_TOKENS/) },
      });
    }
  });

  it('shows a client that was given an OAuth provider (as MCP Inspector is) the message, without starting an OAuth flow', async () => {
    const oauthCalls: string[] = [];
    const recorded =
      <T>(name: string, value: T) =>
      () => {
        oauthCalls.push(name);
        return value;
      };
    const authProvider: OAuthClientProvider = {
      redirectUrl: 'http://127.0.0.1:6274/oauth/callback',
      clientMetadata: { redirect_uris: ['http://127.0.0.1:6274/oauth/callback'], client_name: 'inspector-like' },
      clientInformation: recorded('clientInformation', undefined),
      tokens: async () => undefined,
      saveTokens: recorded('saveTokens', undefined),
      redirectToAuthorization: recorded('redirectToAuthorization', undefined),
      saveCodeVerifier: recorded('saveCodeVerifier', undefined),
      codeVerifier: recorded('codeVerifier', ''),
    };
    const transport = new StreamableHTTPClientTransport(new URL(`${baseUrl}/mcp`), {
      authProvider,
      requestInit: { headers: { authorization: 'Bearer wrong-token-0123456789' } },
    });
    await expect(connectMcpTestClient(transport)).rejects.toThrow(/Authorization: Bearer <token>.*WAYFINDER_TOKENS/);
    expect(oauthCalls).toEqual([]);
  });

  it('shows the AI SDK client the same message', async () => {
    await expect(connectAiSdkTestClient({ type: 'http', url: `${baseUrl}/mcp`, headers: { authorization: 'Bearer wrong-token-0123456789' } })).rejects.toThrow(
      /Authorization: Bearer <token>.*WAYFINDER_TOKENS/,
    );
  });

  it("answers a 2026-07-28 client's discovery probe with its id and method not found, and a GET outside a session with 405", async () => {
    const probe = await fetch(`${baseUrl}/mcp`, {
      method: 'POST',
      headers: { authorization: `Bearer ${EDITOR_TOKEN}`, 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 7, method: 'server/discover' }),
    });
    expect(probe.status).toBe(400);
    expect(await probe.json()).toEqual({ jsonrpc: '2.0', id: 7, error: { code: -32601, message: expect.stringContaining('start with initialize') } });
    const stream = await fetch(`${baseUrl}/mcp`, { headers: { authorization: `Bearer ${EDITOR_TOKEN}`, accept: 'text/event-stream' } });
    expect(stream.status).toBe(405);
  });

  it('shares the conversation with the chat: tools discovered over MCP are declared in the next chat turn, and the other way round', async () => {
    const mcp = await connect({ conversation: 'shared-with-chat' });
    await mcp.call('tool_search', { query: 'show me the home page' });
    await mcp.call('cms_getPage', { slug: 'about' });
    const mcpTools = await mcp.toolNames();

    const session = await chat.app.request('/api/sessions/shared-with-chat', { headers: { authorization: `Bearer ${EDITOR_TOKEN}` } });
    expect(session.status).toBe(200);
    const memory = await session.json();
    expect(['tool_search', ...memory.discoveredTools]).toEqual(mcpTools);
    expect(memory.entities).toEqual(expect.arrayContaining([expect.objectContaining({ type: 'page', name: 'About Us' })]));
    expect(memory.usedTools).toEqual([expect.objectContaining({ name: 'cms_getPage', count: 1, lastResult: 'success' })]);
    expect(memory.title).toBe('MCP: wayfinder-test-client');

    chat.scripted.play([{ toolCalls: [{ toolName: 'tool_search', input: { query: 'publish a blog post' } }] }, { text: 'Found the post tools.' }]);
    expect((await chat.ask('shared-with-chat', 'Which page did I open?')).status).toBe(200);
    // The chat declares again only the tools used before (cms_getPage), not every one MCP listed.
    expect(chat.scripted.declaredTools()[0]).toEqual(['tool_search', 'cms_getPage']);
    const chatFound = chat.scripted.declaredTools()[1]!.slice(2);
    expect(chatFound).toContain('cms_publishPost');

    // The chat's discoveries are in the MCP session's list too, appended after its own.
    expect(await mcp.toolNames()).toEqual([...mcpTools, ...chatFound.filter((name) => !mcpTools.includes(name))]);
    await mcp.close();
  });

  it('keeps another editor out of a conversation and an MCP session that are not theirs', async () => {
    const alice = await connect({ conversation: 'alice-private' });
    await alice.call('tool_search', { query: 'delete a page' });
    await expect(connect({ token: BOB_TOKEN, conversation: 'alice-private' })).rejects.toThrow(/No conversation .*alice-private/);

    const transport = httpTransport();
    const other = await connectMcpTestClient(transport);
    const stolen = await fetch(`${baseUrl}/mcp`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${BOB_TOKEN}`,
        'mcp-session-id': transport.sessionId!,
        'mcp-protocol-version': '2025-06-18',
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
      },
      body: JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'tools/list' }),
    });
    expect(stolen.status).toBe(404);
    await alice.close();
    await other.close();
  });

  it('starts a new conversation per session unless the client names one, and refuses a malformed name', async () => {
    const transport = httpTransport();
    const client = await connectMcpTestClient(transport);
    await client.call('tool_search', { query: 'list blog posts' });
    const session = await chat.app.request(`/api/sessions/${transport.sessionId}`, { headers: { authorization: `Bearer ${EDITOR_TOKEN}` } });
    expect(await session.json()).toMatchObject({ sessionId: transport.sessionId, editor: 'alice', discoveredTools: expect.arrayContaining(['cms_listPosts']) });
    await client.close();

    const malformed = await postInitialize({ authorization: `Bearer ${EDITOR_TOKEN}` }, '/mcp?conversation=not%20valid!');
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ error: { message: expect.stringContaining('Invalid conversation id') } });
  });

  it('answers bad calls with the chat envelopes: every bad field named, unknown tools refused with the tools there are', async () => {
    const client = await connect({ conversation: 'bad-input' });
    expect(await client.call('tool_search', {})).toMatchObject({
      isError: true,
      value: { error: { type: 'VALIDATION', retryable: false, fields: [expect.objectContaining({ field: 'query' })] } },
    });
    await client.call('tool_search', { query: 'show me the home page' });
    expect(await client.call('cms_getPage', { slug: 42 })).toMatchObject({
      isError: true,
      value: { error: { type: 'VALIDATION', fields: [expect.objectContaining({ field: 'slug' })] } },
    });
    expect(await client.call('cms_getPage', { slug: 'no-such-page' })).toMatchObject({ isError: true, value: { error: { type: 'NOT_FOUND' } } });
    const unknown = await client.call('cms_teleport', {});
    expect(unknown).toMatchObject({ isError: true, value: { error: { type: 'NOT_FOUND', message: expect.stringContaining('No tool "cms_teleport"') } } });
    expect(toolErrorOf(unknown.value).message).toContain('tool_search, cms_getPage');
    await client.close();
  });

  it('asks with the tool, its arguments and what it does, and never asks about arguments that cannot run', async () => {
    const client = await connect({ conversation: 'confirm-details', elicitation: 'decline' });
    await client.call('tool_search', { query: 'delete a page' });
    expect(await client.call('cms_deletePage', { slug: 7 })).toMatchObject({ isError: true, value: { error: { type: 'VALIDATION' } } });
    expect(client.elicitations).toEqual([]);
    await client.call('cms_deletePage', { slug: 'pricing' });
    expect(client.elicitations).toEqual([expect.stringMatching(/^Allow "Delete page"\? Delete a page with all its sections/)]);
    await client.close();
  });

  it('annotates each tool from its metadata', async () => {
    const client = await connect({ conversation: 'annotations' });
    await client.call('tool_search', { query: 'delete a page' });
    await client.call('tool_search', { query: 'search the web for hiking trends' });
    await client.call('tool_search', { query: 'change the hero heading' });
    await client.call('tool_search', { query: 'list the sections of a page' });
    await client.call('tool_search', { query: 'fields of a section template' });
    const { tools } = await client.client.listTools();
    const annotations = Object.fromEntries(tools.map((tool) => [tool.name, tool.annotations]));
    expect(annotations.tool_search).toMatchObject({ readOnlyHint: true, openWorldHint: false });
    expect(annotations.cms_deletePage).toEqual({
      title: 'Delete page',
      readOnlyHint: false,
      destructiveHint: true,
      idempotentHint: true,
      openWorldHint: false,
    });
    expect(annotations.cms_getPageSections).toEqual({
      title: 'Get page sections',
      readOnlyHint: true,
      destructiveHint: false,
      idempotentHint: true,
      openWorldHint: false,
    });
    expect(annotations.web_quickSearch).toMatchObject({ title: 'Web search', readOnlyHint: true, openWorldHint: true });
    // Enums come from the database at list time, as in the chat.
    const getSectionFields = tools.find((tool) => tool.name === 'cms_getSectionFields')!;
    expect(getSectionFields.inputSchema.properties?.template).toMatchObject({ enum: expect.arrayContaining(['hero', 'pricing-table']) });
    await client.close();
  });

  it('serves the category rules as rules://<category> and the pages as page://<slug>', async () => {
    const client = await connect({ conversation: 'resources' });
    const { resources } = await client.client.listResources();
    const uris = resources.map((resource) => resource.uri);
    expect(uris).toEqual(expect.arrayContaining(['rules://pages', 'rules://sections', 'rules://pexels', 'page://home', 'page://about']));
    const rules = await client.client.readResource({ uri: 'rules://sections' });
    expect(rules.contents[0]).toMatchObject({ mimeType: 'text/markdown', text: chat.services.toolSearch.rules.get('sections') });
    const home = await client.client.readResource({ uri: 'page://home' });
    const [content] = home.contents;
    expect(JSON.parse(content && 'text' in content ? content.text : 'null')).toMatchObject({ page: { slug: 'home' } });
    await expect(client.client.readResource({ uri: 'rules://weather' })).rejects.toThrow(/No resource rules:\/\/weather/);
    await client.close();
  });

  it('ends a session on DELETE', async () => {
    const transport = httpTransport();
    const client = await connectMcpTestClient(transport);
    await transport.terminateSession();
    await expect(client.toolNames()).rejects.toThrow();
    await client.close();
  });

  it('closes a session left idle longer than sessionIdleMs when another one starts', async () => {
    let clock = 0;
    const app = new Hono();
    app.use('/mcp', requireEditor(chat.services.editorTokens));
    app.route('/', createMcpRoute({ ...chat.services, maxBodyBytes: 1_000_000, sessionIdleMs: 60_000, now: () => clock }));
    // The route's own app, through its fetch: the clock is the test's.
    const transport = () =>
      new StreamableHTTPClientTransport(new URL('http://wayfinder.test/mcp'), {
        requestInit: { headers: { authorization: `Bearer ${EDITOR_TOKEN}` } },
        fetch: async (url, init) => app.request(String(url), init),
      });
    const idle = await connectMcpTestClient(transport());
    const busy = await connectMcpTestClient(transport());
    clock = 50_000;
    expect(await busy.toolNames()).toEqual(['tool_search']);
    clock = 100_000;
    const late = await connectMcpTestClient(transport());
    await expect(idle.toolNames()).rejects.toThrow(/Session not found/);
    expect(await busy.toolNames()).toEqual(['tool_search']);
    for (const client of [idle, busy, late]) await client.close();
  });
});
