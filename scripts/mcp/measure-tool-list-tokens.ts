import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import type { CallToolResult, Tool } from '@modelcontextprotocol/sdk/types.js';
import { encode } from 'gpt-tokenizer/encoding/o200k_base';
import type { Wayfinder } from '../../server/compose.ts';
import { createWayfinderMcpServer } from '../../server/mcp/create-wayfinder-mcp-server.ts';
import { openMcpConversation } from '../../server/mcp/mcp-conversation.ts';
import { toMcpTool } from '../../server/mcp/to-mcp-tool.ts';
import { GROWING_TOOL_LIST_EXTENSION, type ToolSurface } from '../../server/mcp/tool-surface.ts';
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

/** One surface, in a new conversation: its list at connect, its list after one tool_search, and that search's answer. */
export type SurfaceTokens = {
  atConnect: ToolListTokens;
  afterSearch: ToolListTokens;
  /** The tool_search result text the model reads (and keeps in its history). */
  searchResult: number;
  /** The tools the search found. */
  found: string[];
};

export type ToolListTokenReport = {
  query: string;
  /** The list grows by what searches find; for clients that declared they re-list. */
  growing: SurfaceTokens;
  /** tool_search and call_tool, for good; the search answer carries the schemas. The default. */
  stable: SurfaceTokens;
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
 * Connects the SDK's Client over an in-memory transport to a new conversation of the given services,
 * declaring the growing list or not, lists, searches once and lists again.
 */
async function measureSurface({ wayfinder, surface, query }: { wayfinder: Wayfinder; surface: ToolSurface; query: string }) {
  const conversation = await openMcpConversation({
    workingMemory: wayfinder.workingMemory,
    conversations: wayfinder.conversations,
    turnHistory: wayfinder.turnHistory,
    toolCatalogue: wayfinder.toolCatalogue,
    logger: wayfinder.logger,
    id: `token-count-${surface}-${Date.now()}`,
    editor: 'token-count',
    title: () => 'MCP token count',
  });
  const server = createWayfinderMcpServer({ ...wayfinder, conversation });
  const [clientTransport, serverTransport] = InMemoryTransport.createLinkedPair();
  await server.connect(serverTransport);
  const client = new Client(
    { name: 'wayfinder-token-count', version: '1.0.0' },
    { capabilities: surface === 'growing' ? { extensions: { [GROWING_TOOL_LIST_EXTENSION]: {} } } : {} },
  );
  await client.connect(clientTransport);
  try {
    const atConnect = (await client.listTools()).tools;
    const search = (await client.callTool({ name: 'tool_search', arguments: { query } })) as CallToolResult;
    const text = search.content.map((part) => (part.type === 'text' ? part.text : '')).join('');
    const afterSearch = (await client.listTools()).tools;
    return {
      report: {
        atConnect: countList(atConnect),
        afterSearch: countList(afterSearch),
        searchResult: encode(text).length,
        found: JSON.parse(text).tools.map((tool: string | { name: string }) => (typeof tool === 'string' ? tool : tool.name)),
      },
      instructions: encode(client.getInstructions() ?? '').length,
    };
  } finally {
    await client.close();
  }
}

/**
 * What each MCP surface costs a client's model: the tool declarations it is sent at connect and after
 * one search, and the search's answer, against every tool at once (the demo site's enums included).
 */
export async function measureToolListTokens({
  wayfinder,
  query = 'change the hero heading',
}: {
  wayfinder: Wayfinder;
  query?: string;
}): Promise<ToolListTokenReport> {
  const growing = await measureSurface({ wayfinder, surface: 'growing', query });
  const stable = await measureSurface({ wayfinder, surface: 'stable', query });
  const choices = await loadSchemaChoices(wayfinder.store);
  const allTools = wayfinder.tools.map((tool) => toMcpTool({ tool, metadata: wayfinder.toolSearch.getMetadata(tool.name)!, choices }));
  return { query, growing: growing.report, stable: stable.report, allTools: countList(allTools), instructions: growing.instructions };
}

/** The table in docs/mcp.md. */
export function formatToolListTokens(report: ToolListTokenReport): string {
  const { growing, stable, allTools } = report;
  const afterSearch = (surface: SurfaceTokens) => surface.afterSearch.declarations + surface.searchResult;
  const saved = (tokens: number) => `${Math.round((1 - tokens / allTools.declarations) * 100)}%`;
  const row = (label: string, surface: SurfaceTokens) =>
    `| ${label} | ${surface.atConnect.tools} → ${surface.afterSearch.tools} | ${surface.atConnect.declarations} | ${surface.afterSearch.declarations} | ${surface.searchResult} | ${afterSearch(surface)} | ${saved(afterSearch(surface))} |`;
  return [
    '| surface | tools listed (connect → after search) | declarations at connect | declarations after search | tool_search result | after search: declarations + result | saved vs all tools |',
    '|---|---:|---:|---:|---:|---:|---:|',
    row('stable: tool_search + call_tool (default)', stable),
    row('growing list (declared by the client)', growing),
    `| all ${allTools.tools} tools at once | ${allTools.tools} | ${allTools.declarations} | ${allTools.declarations} |  | ${allTools.declarations} |  |`,
    '',
    `Search: "${report.query}", found ${growing.found.join(', ')}. Tokens counted with o200k_base; the initialize instructions add ${report.instructions} once.`,
  ].join('\n');
}
