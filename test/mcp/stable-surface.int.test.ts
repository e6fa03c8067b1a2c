import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONVERSATION_HEADER } from '../../server/mcp/mcp-route.ts';
import { connectAiSdkTestClient } from '../support/ai-sdk-mcp-client.ts';
import { connectMcpTestClient, type McpTestClientOptions } from '../support/mcp-test-client.ts';
import { EDITOR_TOKEN, type ScriptedChat, startScriptedChat } from '../support/scripted-chat.ts';
import { runStableSurfaceScenario } from './stable-surface-scenario.ts';
import { type ServedApp, serveApp } from '../support/serve-app.ts';

let chat: ScriptedChat;
let app: ServedApp;
let url: string;

beforeAll(async () => {
  chat = await startScriptedChat();
  app = await serveApp(chat.services);
  url = `${app.baseUrl}/mcp`;
});

afterAll(async () => {
  await app?.close();
  await chat?.services.cleanup();
});

const headers = (conversation: string) => ({ authorization: `Bearer ${EDITOR_TOKEN}`, [CONVERSATION_HEADER]: conversation });

/** The official SDK's client, declaring nothing about list_changed and ignoring it. */
async function connectStable(conversation: string, options: McpTestClientOptions = {}) {
  const notifications: string[] = [];
  const client = await connectMcpTestClient(new StreamableHTTPClientTransport(new URL(url), { requestInit: { headers: headers(conversation) } }), {
    surface: 'stable',
    ...options,
  });
  client.client.fallbackNotificationHandler = async ({ method }) => {
    notifications.push(method);
  };
  return { ...client, notifications, listedAtConnect: await client.toolNames() };
}

const memoryOf = async (conversation: string) =>
  (await chat.app.request(`/api/sessions/${conversation}`, { headers: { authorization: `Bearer ${EDITOR_TOKEN}` } })).json();

describe('the stable surface (tool_search and call_tool), for clients that never re-list', () => {
  it('lets the official SDK client that ignores list_changed search, then run what it found through call_tool, with no notification sent', async () => {
    const client = await connectStable('stable-official');
    await runStableSurfaceScenario(client);
    expect(await client.toolNames()).toEqual(['tool_search', 'call_tool']);
    expect(client.notifications).toEqual([]);
    // The conversation remembers the search and the call, as the chat's turns do.
    expect(await memoryOf('stable-official')).toMatchObject({
      discoveredTools: expect.arrayContaining(['cms_getPage']),
      usedTools: [expect.objectContaining({ name: 'cms_getPage', count: 1, lastResult: 'success' })],
    });
    await client.close();
  });

  it('lets the AI SDK client search and run a found tool over HTTP, reporting no error on connect or after a search', async () => {
    const client = await connectAiSdkTestClient({ type: 'http', url, headers: headers('stable-ai-sdk') });
    expect(client.errors).toEqual([]);
    await runStableSurfaceScenario(client);
    expect(client.errors).toEqual([]);
    await client.client.close();
  });

  it('runs a tool the conversation has not discovered when it is named, discovering it; an unknown name is refused with the way out', async () => {
    const client = await connectStable('stable-on-demand');
    const posts = await client.call('call_tool', { name: 'cms_listPosts', arguments: {} });
    expect(posts.isError).toBe(false);
    expect(await memoryOf('stable-on-demand')).toMatchObject({ discoveredTools: ['cms_listPosts'] });
    expect(await client.call('call_tool', { name: 'cms_teleport', arguments: {} })).toMatchObject({
      isError: true,
      value: { error: { type: 'NOT_FOUND', message: expect.stringMatching(/No tool "cms_teleport".*Call tool_search/) } },
    });
    expect(await client.call('call_tool', { arguments: {} })).toMatchObject({
      isError: true,
      value: { error: { type: 'VALIDATION', fields: [expect.objectContaining({ field: 'name' })] } },
    });
    await client.close();
  });

  it('validates, asks and records a call_tool like any other call: a delete runs only on an accepted elicitation', async () => {
    const declining = await connectStable('stable-delete', { elicitation: 'decline' });
    await declining.call('tool_search', { query: 'delete a page' });
    expect(await declining.call('call_tool', { name: 'cms_deletePage', arguments: { slug: 7 } })).toMatchObject({
      isError: true,
      value: { error: { type: 'VALIDATION' } },
    });
    expect(declining.elicitations).toEqual([]);
    expect(await declining.call('call_tool', { name: 'cms_deletePage', arguments: { slug: 'careers' } })).toMatchObject({
      isError: true,
      value: { error: { type: 'PERMISSION', message: expect.stringContaining('declined') } },
    });
    expect(declining.elicitations).toEqual([expect.stringContaining('cms_deletePage {"slug":"careers"}')]);
    await declining.close();

    const accepting = await connectStable('stable-delete', { elicitation: 'accept' });
    expect(await accepting.call('call_tool', { name: 'cms_deletePage', arguments: { slug: 'careers' } })).toMatchObject({
      isError: false,
      value: { deleted: { slug: 'careers' } },
    });
    const { changes } = await chat.services.store.changes.list({ sessionId: 'stable-delete', limit: 10 });
    expect(changes).toContainEqual(expect.objectContaining({ editor: 'alice', tool: 'cms_deletePage' }));
    await accepting.close();
  });
});

describe('the growing list, for clients that declare they re-list', () => {
  it('appends a tool discovered by calling it by name, and announces it', async () => {
    const client = await connectMcpTestClient(new StreamableHTTPClientTransport(new URL(url), { requestInit: { headers: headers('growing-on-demand') } }));
    expect(await client.toolNames()).toEqual(['tool_search']);
    expect((await client.call('cms_listPosts', {})).isError).toBe(false);
    expect(client.listChanged()).toBe(1);
    expect(await client.toolNames()).toEqual(['tool_search', 'cms_listPosts']);
    await client.close();
  });
});
