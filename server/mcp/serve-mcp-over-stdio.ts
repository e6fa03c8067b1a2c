import { randomUUID } from 'node:crypto';
import type { Readable, Writable } from 'node:stream';
import type { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import type { WorkingMemoryStore } from '../conversations/working-memory/working-memory.ts';
import type { ConversationStore } from '../conversations/conversation-store.ts';
import type { TurnHistory } from '../conversations/turn-history/turn-history.ts';
import { createWayfinderMcpServer, type WayfinderMcpDependencies } from './create-wayfinder-mcp-server.ts';
import { openMcpConversation } from './mcp-conversation.ts';

/** Who a local stdio session works as, and in which conversation (configuration: WAYFINDER_MCP_*). */
export type McpStdioOptions = {
  /** The editor the session acts as; whoever starts the process has the data directory anyway, so no token is asked. */
  editor: string;
  /** An existing or new conversation id; undefined: a new conversation per process. */
  conversationId?: string;
};

export type ServeMcpOverStdioOptions = WayfinderMcpDependencies &
  McpStdioOptions & {
    workingMemory: WorkingMemoryStore;
    conversations: ConversationStore;
    turnHistory: TurnHistory;
    input?: Readable;
    output?: Writable;
  };

/**
 * One MCP session over stdin/stdout, the way desktop clients start local servers. Resolves with the
 * server and the conversation it works in; `closed` settles when the client goes away.
 */
export async function serveMcpOverStdio({
  workingMemory,
  conversations,
  turnHistory,
  editor,
  conversationId = `mcp-${randomUUID()}`,
  input = process.stdin,
  output = process.stdout,
  ...dependencies
}: ServeMcpOverStdioOptions): Promise<{ server: Server; conversationId: string; closed: Promise<void> }> {
  let server: Server;
  const conversation = await openMcpConversation({
    workingMemory,
    conversations,
    turnHistory,
    toolCatalogue: dependencies.toolRuntime.catalogue,
    logger: dependencies.logger,
    id: conversationId,
    editor,
    title: () => `MCP: ${server.getClientVersion()?.name ?? 'client'}`,
  });
  server = createWayfinderMcpServer({ ...dependencies, conversation });
  const transport = new StdioServerTransport(input, output);
  const closed = new Promise<void>((resolve) => {
    server.onclose = resolve;
    // The SDK's stdio transport does not notice stdin ending; a client that closes our stdin is gone.
    input.once('end', () => void server.close());
  });
  await server.connect(transport);
  return { server, conversationId, closed };
}
