import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createWayfinderMcpServer } from '../../server/mcp/create-wayfinder-mcp-server.ts';
import { openMcpConversation } from '../../server/mcp/mcp-conversation.ts';
import { captureLogs } from '../support/captured-logs.ts';
import { connectMcpTestClient } from '../support/mcp-test-client.ts';
import { type ScriptedChat, startScriptedChat } from '../support/scripted-chat.ts';
import { toolErrorOf } from '../support/tool-output.ts';

const logs = captureLogs();
let chat: ScriptedChat;

beforeAll(async () => {
  chat = await startScriptedChat({ logger: logs.logger });
});
afterAll(() => chat.services.cleanup());

async function connectMcp(conversation: string) {
  const opened = await openMcpConversation({ ...chat.services, id: conversation, editor: 'alice', title: () => 'MCP: test' });
  const server = createWayfinderMcpServer({ ...chat.services, conversation: opened });
  const [clientTransport, serverTransport] = InMemoryTransport.createLinkedPair();
  await server.connect(serverTransport);
  return connectMcpTestClient(clientTransport);
}

/** The reference an INTERNAL error hands its caller. */
const referenceIn = (message: string) => message.match(/reference ([0-9a-f]{8})/)?.[1];

describe('an unexpected tool failure', () => {
  it('gives the chat and an MCP client a reference whose detail is in the log', async () => {
    const failure = vi.spyOn(chat.services.store.pages, 'getBySlug').mockRejectedValue(new Error('SQLITE_IOERR: disk I/O error at /var/wayfinder'));
    try {
      chat.scripted.play([
        { toolCalls: [{ toolName: 'tool_search', input: { query: 'show me the about page' } }] },
        { toolCalls: [{ toolName: 'cms_getPage', input: { slug: 'about' } }] },
        { text: 'Something went wrong.' },
      ]);
      const turn = await chat.ask('failing-chat', 'show me the about page');
      const chatOutput = turn.chunks.find(
        (chunk) => chunk.type === 'tool-output-available' && 'output' in chunk && JSON.stringify(chunk.output).includes('INTERNAL'),
      );
      const chatReference = referenceIn(JSON.stringify(chatOutput));

      const client = await connectMcp('failing-mcp');
      await client.call('tool_search', { query: 'show me the about page' });
      const mcpResult = await client.call('cms_getPage', { slug: 'about' });
      expect(mcpResult).toMatchObject({ isError: true, value: { error: { type: 'INTERNAL' } } });
      const mcpReference = referenceIn(toolErrorOf(mcpResult.value).message);
      await client.close();

      const logged = logs.entries('tool_internal_error');
      for (const reference of [chatReference, mcpReference]) {
        expect(reference).toBeDefined();
        expect(logged).toContainEqual(
          expect.objectContaining({ reference, tool: 'cms_getPage', err: expect.objectContaining({ message: expect.stringContaining('SQLITE_IOERR') }) }),
        );
      }
      // The detail stays out of what the caller is told.
      expect(toolErrorOf(mcpResult.value).message).not.toContain('SQLITE_IOERR');
    } finally {
      failure.mockRestore();
    }
  });
});

describe('a client-chosen tool name', () => {
  it('reaches the log and the client cut short: a 500 KB name makes no log line above 4 KB', async () => {
    const client = await connectMcp('long-name');
    const linesBefore = logs.lines.length;
    const result = await client.call('x'.repeat(500_000), {});
    expect(result).toMatchObject({ isError: true, value: { error: { type: 'NOT_FOUND' } } });
    expect(toolErrorOf(result.value).message.length).toBeLessThan(4_000);
    const written = logs.lines.slice(linesBefore);
    expect(written.length).toBeGreaterThan(0);
    for (const line of written) expect(line.length).toBeLessThan(4_000);
    await client.close();
  });
});
