import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChangeList, SessionList, SessionMessages } from '../../server/http/wire.ts';
import { CONVERSATION_HEADER } from '../../server/mcp/mcp-route.ts';
import { connectMcpTestClient } from '../support/mcp-test-client.ts';
import { EDITOR_TOKEN, type ScriptedChat, startScriptedChat } from '../support/scripted-chat.ts';
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

const connect = (conversation: string) =>
  connectMcpTestClient(
    new StreamableHTTPClientTransport(new URL(`${baseUrl}/mcp`), {
      requestInit: { headers: { authorization: `Bearer ${EDITOR_TOKEN}`, [CONVERSATION_HEADER]: conversation } },
    }),
  );

const api = async <Answer>(path: string, token = EDITOR_TOKEN) =>
  (await chat.app.request(`/api${path}`, { headers: { authorization: `Bearer ${token}` } })).json() as Promise<Answer>;

describe('an MCP conversation in the chat page', () => {
  it('keeps every call as a message, with the turn its changes carry, in the editor’s conversation list only', async () => {
    const mcp = await connect('mcp-kept-calls');
    await mcp.call('tool_search', { query: 'change the hero heading of a page' });
    const home = (await chat.services.store.pages.getBySlug('home'))!;
    const hero = (await chat.services.store.sections.listByPage(home.id))[0]!;
    await mcp.call('cms_updateSectionContent', { sectionId: hero.id, content: { heading: 'Edited over MCP' } });
    await mcp.close();

    const { messages } = await api<SessionMessages>('/sessions/mcp-kept-calls/messages');
    expect(messages.map((message) => [message.role, message.parts.map((part) => part.type)])).toEqual([
      ['assistant', ['tool-tool_search']],
      ['assistant', ['tool-cms_updateSectionContent']],
    ]);
    const edit = messages[1]!;
    expect(edit.parts[0]).toMatchObject({ state: 'output-available', input: { sectionId: hero.id }, output: { section: { id: hero.id } } });
    const { changes } = await api<ChangeList>('/changes?sessionId=mcp-kept-calls');
    expect(changes).toMatchObject([{ tool: 'cms_updateSectionContent', turn: edit.metadata!.turn, summary: expect.stringContaining('Edited over MCP') }]);
    expect(edit.metadata).toEqual({ sessionId: 'mcp-kept-calls', mcpClient: 'wayfinder-test-client', turn: edit.metadata!.turn, turns: [edit.metadata!.turn] });

    expect((await api<SessionList>('/sessions')).sessions).toContainEqual(
      expect.objectContaining({ sessionId: 'mcp-kept-calls', title: 'MCP: wayfinder-test-client' }),
    );
    expect((await api<SessionList>('/sessions', BOB_TOKEN)).sessions.map((session) => session.sessionId)).not.toContain('mcp-kept-calls');
  });
});
