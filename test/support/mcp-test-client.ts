import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import { type CallToolResult, ElicitRequestSchema, ToolListChangedNotificationSchema } from '@modelcontextprotocol/sdk/types.js';
import { GROWING_TOOL_LIST_EXTENSION, type ToolSurface } from '../../server/mcp/tool-surface.ts';

export type ElicitationAnswer = 'accept' | 'decline' | 'cancel';

export type McpTestClient = {
  client: Client;
  /** How many notifications/tools/list_changed arrived so far. */
  listChanged(): number;
  /** The message of every elicitation the server sent, in order. */
  elicitations: string[];
  toolNames(): Promise<string[]>;
  /** Calls a tool and parses its JSON text back into the envelope the agent would see. */
  call(name: string, args?: Record<string, unknown>): Promise<{ isError: boolean; value: unknown }>;
  close(): Promise<void>;
};

export type McpTestClientOptions = {
  /** Declares form elicitation and answers every request with this; without it the client declares no elicitation support at all. */
  elicitation?: ElicitationAnswer;
  /**
   * `growing` (the default here) declares that the client re-lists on list_changed, and counts the
   * notifications; `stable` declares nothing and ignores them, as most clients do.
   */
  surface?: ToolSurface;
};

/** The SDK's own Client on the given transport. */
export async function connectMcpTestClient(transport: Transport, { elicitation, surface = 'growing' }: McpTestClientOptions = {}): Promise<McpTestClient> {
  const client = new Client(
    { name: 'wayfinder-test-client', version: '1.0.0' },
    {
      capabilities: {
        ...(elicitation ? { elicitation: { form: {} } } : {}),
        ...(surface === 'growing' ? { extensions: { [GROWING_TOOL_LIST_EXTENSION]: {} } } : {}),
      },
    },
  );
  let listChanged = 0;
  const elicitations: string[] = [];
  if (surface === 'growing') {
    client.setNotificationHandler(ToolListChangedNotificationSchema, async () => {
      listChanged++;
    });
  }
  if (elicitation) {
    client.setRequestHandler(ElicitRequestSchema, async (request) => {
      elicitations.push(request.params.message);
      return elicitation === 'accept' ? { action: 'accept', content: {} } : { action: elicitation };
    });
  }
  await client.connect(transport);
  return {
    client,
    listChanged: () => listChanged,
    elicitations,
    toolNames: async () => (await client.listTools()).tools.map((tool) => tool.name),
    async call(name, args = {}) {
      const result = (await client.callTool({ name, arguments: args })) as CallToolResult;
      const text = result.content.find((part) => part.type === 'text')?.text ?? 'null';
      return { isError: result.isError === true, value: JSON.parse(text) };
    },
    close: () => client.close(),
  };
}
