import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { getDefaultEnvironment, StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StdioMCPTransport } from '@ai-sdk/mcp/mcp-stdio';
import { runDiscoveryScenario } from './mcp/discovery-scenario.ts';
import { runStableSurfaceScenario } from './mcp/stable-surface-scenario.ts';
import { startJsonRpcOverStdio } from '../scripts/support/json-rpc-over-stdio.ts';
import { connectAiSdkTestClient } from './support/ai-sdk-mcp-client.ts';
import { connectMcpTestClient, type McpTestClientOptions } from './support/mcp-test-client.ts';

const ROOT = path.resolve(import.meta.dirname, '..');

let dataDir: string;
beforeAll(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wayfinder-mcp-stdio-'));
});
afterAll(() => {
  fs.rmSync(dataDir, { recursive: true, force: true });
});

// Exactly as the README's client configuration starts it, from any directory: without --silent, npm
// would print its "> wayfinder@0.1.0 mcp" banner on stdout, in the middle of the protocol.
const COMMAND = 'npm';
const ARGS = ['--silent', '--prefix', ROOT, 'run', 'mcp'];

const environment = (conversation: string, editor = 'alice') => ({
  ...getDefaultEnvironment(),
  WAYFINDER_DATA_DIR: dataDir,
  WAYFINDER_MCP_CONVERSATION: conversation,
  WAYFINDER_MCP_EDITOR: editor,
  LOG_LEVEL: 'warn',
});

/** A child process speaking MCP on stdin/stdout, configured by the same variables as the server. */
function stdioTransport({ conversation, stderr = [] }: { conversation: string; stderr?: string[] }) {
  const transport = new StdioClientTransport({ command: COMMAND, args: ARGS, cwd: os.tmpdir(), env: environment(conversation), stderr: 'pipe' });
  transport.stderr?.on('data', (chunk: Buffer) => stderr.push(chunk.toString('utf8')));
  return transport;
}

describe('npm run mcp (stdio)', () => {
  it('lists tool_search alone, grows the list by what searches find, runs found tools, and deletes only on an accepted elicitation', async () => {
    const stderr: string[] = [];
    const protocolErrors: Error[] = [];
    await runDiscoveryScenario(async ({ elicitation }) => {
      const client = await connectMcpTestClient(stdioTransport({ conversation: 'mcp-stdio-scenario', stderr }), { elicitation });
      // Anything on stdout that is not a JSON-RPC message surfaces here.
      client.client.onerror = (error) => protocolErrors.push(error);
      return client;
    });
    expect(protocolErrors).toEqual([]);
    expect(stderr.join('')).toContain('Wayfinder MCP ready: editor "alice", conversation mcp-stdio-scenario');
  }, 240_000);

  it('lets the official SDK client that ignores list_changed search, then run what it found through call_tool', async () => {
    const options: McpTestClientOptions = { surface: 'stable' };
    const client = await connectMcpTestClient(stdioTransport({ conversation: 'mcp-stdio-stable' }), options);
    const protocolErrors: Error[] = [];
    client.client.onerror = (error) => protocolErrors.push(error);
    await runStableSurfaceScenario({ ...client, listedAtConnect: await client.toolNames() });
    expect(protocolErrors).toEqual([]);
    await client.close();
  }, 120_000);

  it('lets the AI SDK client search and run a found tool, reporting no error on connect (its discovery probe answered) or after a search', async () => {
    const client = await connectAiSdkTestClient(
      new StdioMCPTransport({ command: COMMAND, args: ARGS, cwd: os.tmpdir(), env: environment('mcp-stdio-ai-sdk'), stderr: 'ignore' }),
    );
    // The client gives its server/discover probe one second; answered later, the reply reaches a client that
    // no longer knows the request ("Received a response for an unknown message ID"), which counts here too.
    expect(client.errors).toEqual([]);
    await runStableSurfaceScenario(client);
    expect(client.errors).toEqual([]);
    await client.client.close();
  }, 120_000);

  it('writes nothing but JSON-RPC on stdout, and exits by itself when the client closes stdin', async () => {
    const server = startJsonRpcOverStdio(COMMAND, ARGS, { cwd: os.tmpdir(), env: environment('mcp-stdio-raw') });
    // MCP 2026-07-28's probe, sent before anything else: answered with its id, while Wayfinder is still starting.
    server.send({ jsonrpc: '2.0', id: 0, method: 'server/discover' });
    server.send({
      jsonrpc: '2.0',
      id: 1,
      method: 'initialize',
      params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'raw', version: '1' } },
    });
    await server.answerTo(1);
    server.send({ jsonrpc: '2.0', method: 'notifications/initialized' });
    server.send({ jsonrpc: '2.0', id: 2, method: 'tools/list' });
    await server.answerTo(2);

    expect(await server.end()).toBe(0);
    expect(server.messages().map(({ message }) => message)).toEqual([
      { jsonrpc: '2.0', id: 0, error: { code: -32601, message: expect.stringContaining('start with initialize') } },
      expect.objectContaining({ id: 1, result: expect.objectContaining({ serverInfo: expect.objectContaining({ name: 'wayfinder' }) }) }),
      expect.objectContaining({ id: 2, result: { tools: [expect.objectContaining({ name: 'tool_search' }), expect.objectContaining({ name: 'call_tool' })] } }),
    ]);
  }, 120_000);

  it("refuses another editor's conversation with one line naming the variable, not a stack trace", async () => {
    // A conversation exists once a search or tool has used it.
    const alice = await connectMcpTestClient(stdioTransport({ conversation: 'mcp-stdio-alices', stderr: [] }));
    await alice.call('tool_search', { query: 'show me the home page' });
    await alice.close();

    const child = spawn(COMMAND, ARGS, { cwd: os.tmpdir(), env: environment('mcp-stdio-alices', 'bob'), stdio: ['pipe', 'pipe', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString('utf8');
    });
    // Were it to start, it would wait for a client: a closed stdin ends it at once instead.
    child.stdin.end();
    const exitCode = await new Promise((resolve) => child.once('exit', resolve));
    expect(exitCode).toBe(1);
    expect(stderr).toContain('WAYFINDER_MCP_CONVERSATION: editor "bob" has no conversation "mcp-stdio-alices"');
    expect(stderr).not.toMatch(/^\s+at /m);
  }, 120_000);
});
