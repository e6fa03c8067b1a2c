import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import { encode } from 'gpt-tokenizer/encoding/o200k_base';
import type { Wayfinder } from '../../server/compose.ts';
import { createWayfinderMcpServer } from '../../server/mcp/create-wayfinder-mcp-server.ts';
import { openMcpConversation } from '../../server/mcp/mcp-conversation.ts';
import { toMcpTool } from '../../server/mcp/to-mcp-tool.ts';
import { loadSchemaChoices } from '../../server/tools/load-schema-choices.ts';
import { toolDeclarationTokens } from '../bench/count-request-tokens.ts';

/** One tools/list, counted with o200k_base two ways. */
export type ToolListTokens = {
  tools: number;
  /** The tools/list result as the client receives it (JSON, annotations included). */
  listResult: number;
  /** What the client's model is sent: each tool as a function declaration (name, description, input schema). */
  declarations: number;
};

export type ToolListTokenReport = {
  /** A new conversation's tools/list: tool_search alone. */
  atConnect: ToolListTokens;
  /** The same list after one tool_search call. */
  afterSearch: ToolListTokens & { query: string; found: string[] };
  /** Every CMS tool listed at once, as a server without discovery would (same schemas, same database). */
  allTools: ToolListTokens;
  /** The instructions sent once at initialize. */
  instructions: number;
};

function countList(tools: readonly Tool[]): ToolListTokens {
  return {
    tools: tools.length,
    listResult: encode(JSON.stringify({ tools })).length,
    declarations: tools.reduce((sum, tool) => sum + toolDeclarationTokens(tool), 0),
  };
}

/**
 * What tools/list costs an MCP client: at connect with discovery, after one search, and with every
 * tool at once. Drives Wayfinder's MCP server with the SDK's Client over an in-memory transport, in a
 * new conversation of the given services (the demo site's enums included).
 */
export async function measureToolListTokens({
  wayfinder,
  query = 'change the hero heading',
}: {
  wayfinder: Wayfinder;
  query?: string;
}): Promise<ToolListTokenReport> {
  const conversation = await openMcpConversation({
    workingMemory: wayfinder.workingMemory,
    conversations: wayfinder.conversations,
    turnHistory: wayfinder.turnHistory,
    toolRegistry: wayfinder.toolRegistry,
    logger: wayfinder.logger,
    id: `token-count-${Date.now()}`,
    editor: 'token-count',
    title: () => 'MCP token count',
  });
  const server = createWayfinderMcpServer({ ...wayfinder, conversation });
  const [clientTransport, serverTransport] = InMemoryTransport.createLinkedPair();
  await server.connect(serverTransport);
  const client = new Client({ name: 'wayfinder-token-count', version: '1.0.0' });
  await client.connect(clientTransport);
  try {
    const atConnect = (await client.listTools()).tools;
    await client.callTool({ name: 'tool_search', arguments: { query } });
    const afterSearch = (await client.listTools()).tools;
    const choices = await loadSchemaChoices(wayfinder.store);
    const allTools = wayfinder.tools.map((tool) => toMcpTool({ tool, metadata: wayfinder.toolSearch.getMetadata(tool.name)!, choices }));
    return {
      atConnect: countList(atConnect),
      afterSearch: { ...countList(afterSearch), query, found: afterSearch.slice(atConnect.length).map((tool) => tool.name) },
      allTools: countList(allTools),
      instructions: encode(client.getInstructions() ?? '').length,
    };
  } finally {
    await client.close();
  }
}

/** The README's table. */
export function formatToolListTokens(report: ToolListTokenReport): string {
  const { atConnect, afterSearch, allTools } = report;
  const saved = (list: ToolListTokens) => `${Math.round((1 - list.declarations / allTools.declarations) * 100)}%`;
  const row = (label: string, list: ToolListTokens) => `| ${label} | ${list.tools} | ${list.listResult} | ${list.declarations} | ${saved(list)} |`;
  return [
    '| tools/list | tools | result JSON | as model declarations | declarations saved vs all tools |',
    '|---|---:|---:|---:|---:|',
    row('at connect, with discovery', atConnect),
    row(`after tool_search "${afterSearch.query}"`, afterSearch),
    `| all ${allTools.tools} tools at once | ${allTools.tools} | ${allTools.listResult} | ${allTools.declarations} |  |`,
    '',
    `Tokens counted with o200k_base; the initialize instructions add ${report.instructions} once. Found: ${afterSearch.found.join(', ')}.`,
  ].join('\n');
}
