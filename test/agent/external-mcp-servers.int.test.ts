import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONVERSATION_HEADER } from '../../server/mcp/mcp-route.ts';
import type { StableToolSearchOutput } from '../../server/tools/tool-search/stable-search-output.ts';
import { type HttpEverythingServer, npmServersConfiguration, startHttpEverythingServer } from '../../scripts/support/npm-mcp-servers.ts';
import { type CapturedLogs, captureLogs } from '../support/captured-logs.ts';
import { postChat } from '../support/chat-client.ts';
import { connectMcpTestClient } from '../support/mcp-test-client.ts';
import { EDITOR_TOKEN, replyText, type ScriptedChat, startScriptedChat, toolCalls } from '../support/scripted-chat.ts';
import { type ServedApp, serveApp } from '../support/serve-app.ts';

// Three servers nobody here wrote, from npm: server-everything and server-memory over stdio, server-everything over
// Streamable HTTP. One set for the whole file: each start costs a Node process.
const ENV_SECRET = 'env-secret-7f3a9c2b';
const HEADER_SECRET = 'header-secret-51d0e8aa';

let chat: ScriptedChat;
let http: HttpEverythingServer;
let logs: CapturedLogs;
let directory: string;
let memoryFile: string;

beforeAll(async () => {
  directory = fs.mkdtempSync(path.join(os.tmpdir(), 'wayfinder-external-'));
  memoryFile = path.join(directory, 'memory.jsonl');
  http = await startHttpEverythingServer();
  const configuration = npmServersConfiguration({ httpUrl: http.url });
  // Secrets as an operator writes them: in the environment, named by the file. get-env (server-everything) echoes its environment back.
  Object.assign(configuration.mcpServers.everything, { env: { EVERYTHING_SECRET: '${WAYFINDER_ENV_SECRET}' } });
  Object.assign(configuration.mcpServers['everything-http'], { headers: { 'X-Api-Key': '${WAYFINDER_HEADER_SECRET}' } });
  Object.assign(configuration.mcpServers.memory, { autoApprove: ['add_observations'] });
  const file = path.join(directory, 'servers.json');
  fs.writeFileSync(file, JSON.stringify(configuration));
  logs = captureLogs('debug');
  chat = await startScriptedChat({
    logger: logs.logger,
    // A call that finds a server down reconnects at once (by default at most every 2 s): the restart below is then seen by the next call.
    mcpTiming: { callReconnectMs: 0 },
    environment: {
      WAYFINDER_MCP_SERVERS: file,
      WAYFINDER_MEMORY_FILE: memoryFile,
      WAYFINDER_ENV_SECRET: ENV_SECRET,
      WAYFINDER_HEADER_SECRET: HEADER_SECRET,
      WAYFINDER_HTTP_ALLOWLIST: `127.0.0.1:${http.port}`,
    },
  });
});

afterAll(async () => {
  await chat?.services.cleanup();
  await http?.stop();
  fs.rmSync(directory, { recursive: true, force: true });
});

/** One turn: the model searches with `query`, then calls `tool` with `input`, then answers. */
async function searchAndCall(sessionId: string, { query, tool, input, answer = 'Done.' }: { query: string; tool: string; input: unknown; answer?: string }) {
  chat.scripted.play([{ toolCalls: [{ toolName: 'tool_search', input: { query } }] }, { toolCalls: [{ toolName: tool, input }] }, { text: answer }]);
  const turn = await chat.ask(sessionId, `please: ${query}`);
  expect(turn.status).toBe(200);
  const [search, call] = toolCalls(turn);
  return { turn, found: (search!.output as { tools: string[] }).tools, call, declared: chat.scripted.declaredTools() };
}

const approvalOf = (turn: Awaited<ReturnType<ScriptedChat['ask']>>) =>
  turn.chunks.find((chunk) => chunk.type === 'tool-approval-request') as { approvalId: string; reason?: string } | undefined;

const memoryGraph = () => (fs.existsSync(memoryFile) ? fs.readFileSync(memoryFile, 'utf8') : '');

describe('external MCP servers in the chat', () => {
  it("indexes each server's tools beside Wayfinder's own, namespaced, with the server as category", () => {
    const names = [...chat.services.toolCatalogue.names()];
    expect(names).toEqual(expect.arrayContaining(['cms_getPage', 'everything__echo', 'memory__create_entities', 'everything-http__get-sum']));
    expect(chat.services.toolSearch.getMetadata('memory__delete_entities')).toMatchObject({
      category: 'memory',
      riskLevel: 'destructive',
      requiresConfirmation: true,
    });
    expect(chat.services.toolSearch.rules.get('everything')).toContain("The server's own instructions");
    expect(chat.services.toolCatalogue.registry.version).not.toBe(chat.services.toolCatalogue.builtInVersion);
  });

  it("finds and runs server-everything's tool over stdio", async () => {
    const { found, call, declared } = await searchAndCall('external-stdio', {
      query: 'echo a message back',
      tool: 'everything__echo',
      input: { message: 'hello' },
    });
    expect(found).toContain('everything__echo');
    // Declared from the step after the search, as Wayfinder's own tools are.
    expect(declared[1]).toContain('everything__echo');
    expect(call!.output).toMatchObject({ content: 'Echo: hello' });
  });

  it("finds and runs server-memory's read-only tool without asking", async () => {
    const { found, call } = await searchAndCall('external-memory-read', { query: 'read the whole knowledge graph', tool: 'memory__read_graph', input: {} });
    expect(found).toContain('memory__read_graph');
    expect(call!.output).toMatchObject({ data: { entities: expect.any(Array), relations: expect.any(Array) } });
  });

  it('finds and runs the tool of the server over Streamable HTTP, through the outbound guard', async () => {
    const { found, call } = await searchAndCall('external-http', { query: 'sum of two numbers', tool: 'everything-http__get-sum', input: { a: 2, b: 3 } });
    expect(found).toContain('everything-http__get-sum');
    expect(call!.output).toMatchObject({ content: 'The sum of 2 and 3 is 5.' });
  });

  it('names every bad argument at once, from the server’s own JSON schema, without calling it', async () => {
    const { call } = await searchAndCall('external-invalid', { query: 'sum of two numbers', tool: 'everything-http__get-sum', input: { a: 'two' } });
    expect(call!.output).toEqual({
      error: {
        type: 'VALIDATION',
        retryable: false,
        message: expect.any(String),
        fields: expect.arrayContaining([
          { field: 'a', message: 'must be number' },
          { field: 'b', message: 'is required' },
        ]),
      },
    });
  });

  it('asks before a tool not marked read-only runs, and says its change is outside the change history', async () => {
    const changesBefore = (await chat.services.store.changes.list({ limit: 200 })).changes.length;
    const { turn, found, call } = await searchAndCall('external-approval', {
      query: 'remember facts about a person in the knowledge graph',
      tool: 'memory__create_entities',
      input: { entities: [{ name: 'Ana', entityType: 'person', observations: ['prefers blue'] }] },
    });
    expect(found).toContain('memory__create_entities');
    expect(call!.output).toBeUndefined();
    const approval = approvalOf(turn)!;
    expect(approval.reason).toMatch(/^Run "Create Entities" on memory .*outside the CMS: it is not in the site's change history/);
    expect(memoryGraph()).not.toContain('Ana');

    chat.scripted.play([{ text: 'Ana is in the graph; this is not in the site history.' }]);
    const answered = await postChat(chat.app, {
      token: EDITOR_TOKEN,
      body: { id: 'external-approval', approvals: [{ id: approval.approvalId, approved: true }] },
    });
    expect(answered.status).toBe(200);
    const output = answered.chunks.find((chunk) => chunk.type === 'tool-output-available') as { output: Record<string, unknown> };
    expect(output.output).toMatchObject({ note: expect.stringContaining("not in the site's change history"), rules: expect.stringContaining('memory__') });
    expect(memoryGraph()).toContain('Ana');
    // The call is in the turn history; the change is not in the CMS change history.
    const turns = await chat.services.turnHistory.list('external-approval');
    expect(turns.flatMap((record) => record.toolCalls.map((entry) => entry.tool))).toContain('memory__create_entities');
    expect((await chat.services.store.changes.list({ limit: 200 })).changes).toHaveLength(changesBefore);
  });

  it('runs an allow-listed tool without asking, and still asks for a destructive one; a denial changes nothing', async () => {
    const { call } = await searchAndCall('external-allow-listed', {
      query: 'add an observation to a person in the knowledge graph',
      tool: 'memory__add_observations',
      input: { observations: [{ entityName: 'Ana', contents: ['speaks Portuguese'] }] },
    });
    expect(call!.output).toMatchObject({ note: expect.any(String) });
    expect(memoryGraph()).toContain('speaks Portuguese');

    const { turn } = await searchAndCall('external-destructive', {
      query: 'delete a person from the knowledge graph',
      tool: 'memory__delete_entities',
      input: { entityNames: ['Ana'] },
    });
    const approval = approvalOf(turn)!;
    expect(approval.reason).toContain('The server says it may delete or overwrite data');
    chat.scripted.play([{ text: 'Kept Ana.' }]);
    await postChat(chat.app, { token: EDITOR_TOKEN, body: { id: 'external-destructive', approvals: [{ id: approval.approvalId, approved: false }] } });
    expect(memoryGraph()).toContain('Ana');
  });

  it('answers a retryable error when the server is killed mid-session, lets the turn go on, and works again once it restarts', async () => {
    await searchAndCall('external-killed', { query: 'sum of two numbers', tool: 'everything-http__get-sum', input: { a: 1, b: 1 } });
    await http.kill();
    const down = await searchAndCall('external-killed', {
      query: 'sum of two numbers',
      tool: 'everything-http__get-sum',
      input: { a: 4, b: 5 },
      answer: 'The calculator is unreachable right now; try again in a minute.',
    });
    expect(down.found).toContain('everything-http__get-sum');
    expect(down.call!.output).toMatchObject({ error: { type: 'TRANSIENT', retryable: true, message: expect.stringContaining('everything-http') } });
    expect(replyText(down.turn)).toBe('The calculator is unreachable right now; try again in a minute.');

    await http.restart();
    const back = await searchAndCall('external-killed', { query: 'sum of two numbers', tool: 'everything-http__get-sum', input: { a: 4, b: 5 } });
    expect(back.call!.output).toMatchObject({ content: 'The sum of 4 and 5 is 9.' });
  });

  it('reports each server on /health, and starts no server a request names', async () => {
    const health = await (await chat.app.request('/health')).json();
    expect(health.mcpServers).toEqual([
      { server: 'everything', state: 'ready' },
      { server: 'memory', state: 'ready' },
      { server: 'everything-http', state: 'ready' },
    ]);
    expect(health.tools.byCategory).toMatchObject({ memory: 9, pages: expect.any(Number) });
    // Servers come from the configuration file only: a name that looks like another server's tool is no tool.
    const { call } = await searchAndCall('external-unconfigured', { query: 'run a shell command', tool: 'shell__run', input: { command: 'id' } });
    expect(call).toBeUndefined();
    expect(chat.services.mcpServers.list.map((connection) => connection.name)).toEqual(['everything', 'memory', 'everything-http']);
  });

  it('keeps header and env secrets out of the logs, the metrics and what the model reads', async () => {
    const { call } = await searchAndCall('external-secrets', { query: 'show the environment variables of the server', tool: 'everything__get-env', input: {} });
    const shown = JSON.stringify(call!.output);
    expect(shown).toContain('EVERYTHING_SECRET');
    expect(shown).not.toContain(ENV_SECRET);
    const metrics = await (await chat.app.request('/metrics')).text();
    expect(metrics).toContain('wayfinder_mcp_server_up{server="everything-http"} 1');
    const everything = [...logs.lines, metrics].join('\n');
    expect(everything).not.toContain(ENV_SECRET);
    expect(everything).not.toContain(HEADER_SECRET);
  });
});

describe("external servers' tools over Wayfinder's own MCP server", () => {
  let served: ServedApp;
  beforeAll(async () => {
    served = await serveApp(chat.services);
  });
  afterAll(() => served?.close());

  const connect = (conversation: string, elicitation?: 'accept' | 'decline') =>
    connectMcpTestClient(
      new StreamableHTTPClientTransport(new URL(`${served.baseUrl}/mcp`), {
        requestInit: { headers: { authorization: `Bearer ${EDITOR_TOKEN}`, [CONVERSATION_HEADER]: conversation } },
      }),
      { surface: 'stable', elicitation },
    );

  it('finds them with tool_search and runs them with call_tool, a destructive one only after the person says yes', async () => {
    const client = await connect('external-over-mcp', 'decline');
    const { value } = await client.call('tool_search', { query: 'echo a message back' });
    const echo = (value as StableToolSearchOutput).tools.find((tool) => tool.name === 'everything__echo');
    expect(echo).toMatchObject({ inputSchema: { type: 'object', properties: { message: expect.anything() } } });
    expect(await client.call('call_tool', { name: 'everything__echo', arguments: { message: 'over MCP' } })).toEqual({
      isError: false,
      value: { content: 'Echo: over MCP' },
    });
    const deletion = await client.call('call_tool', { name: 'memory__delete_entities', arguments: { entityNames: ['Ana'] } });
    expect(deletion).toMatchObject({ isError: true, value: { error: { type: 'PERMISSION' } } });
    expect(client.elicitations).toEqual([expect.stringContaining('memory__delete_entities')]);
    expect(memoryGraph()).toContain('Ana');
    await client.close();
  });

  it('names the connected services in its instructions', async () => {
    const client = await connect('external-instructions');
    expect(client.client.getInstructions()).toContain('connected services: everything, memory, everything-http');
    await client.close();
  });
});
