import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import {
  CallToolRequestSchema,
  type CallToolResult,
  ErrorCode,
  ListResourcesRequestSchema,
  ListToolsRequestSchema,
  McpError,
  ReadResourceRequestSchema,
} from '@modelcontextprotocol/sdk/types.js';
import packageJson from '../../package.json' with { type: 'json' };
import type { ToolDiscovery } from '../tools/discovery/tool-discovery.ts';
import { TOOL_SEARCH_NAME } from '../tools/discovery/tool-search-tool.ts';
import { loadSchemaChoices } from '../tools/load-schema-choices.ts';
import { isToolErrorResult, toToolError } from '../tools/tool-error.ts';
import { elicitationConfirmer } from './confirm-with-elicitation.ts';
import type { McpConversation } from './mcp-conversation.ts';
import { listPageResources, readPageResource } from './page-resources.ts';
import { listRulesResources, readRulesResource } from './rules-resources.ts';
import { type McpCmsToolDependencies, runMcpCmsTool } from './run-mcp-cms-tool.ts';
import { runMcpToolSearch } from './run-mcp-tool-search.ts';
import { toMcpTool, toolSearchMcpTool } from './to-mcp-tool.ts';

export type WayfinderMcpDependencies = McpCmsToolDependencies & {
  toolDiscovery: ToolDiscovery;
  /** How many tools one tool_search returns at most (the chat's limit too). */
  toolSearchLimit: number;
  /** How long a person may take to answer a confirmation before the call is refused. Default 10 minutes. */
  confirmationTimeoutMs?: number;
};

/** Sent once at initialize; clients put it in the model's system prompt. */
export const MCP_INSTRUCTIONS =
  "Wayfinder edits a website's content: pages and their sections, images, blog posts, menus and collections; it can also research the web, " +
  'fetch stock photos and call HTTP APIs. You start with one tool, tool_search: describe what you need in a few words, and the matching tools ' +
  'are added to your tool list with the rules for using them. Deletes ask the person to confirm first.';

/** A tool result as MCP carries it: the envelope the chat's model sees, as JSON text; errors flagged. */
export function toCallToolResult(output: unknown): CallToolResult {
  return { content: [{ type: 'text', text: JSON.stringify(output) ?? 'null' }], ...(isToolErrorResult(output) ? { isError: true } : {}) };
}

/**
 * One MCP session's server, bound to a Wayfinder conversation. The low-level `Server` rather than
 * `McpServer`: the tool list is per conversation and grows as tool_search finds tools, schemas carry
 * enums read from the database at list time, and arguments are validated by `runCmsTool` so a bad
 * call gets the chat's VALIDATION envelope naming every field, not an SDK error.
 */
export function createWayfinderMcpServer({
  conversation,
  confirmationTimeoutMs = 10 * 60_000,
  ...dependencies
}: WayfinderMcpDependencies & { conversation: McpConversation }): Server {
  const { tools, toolDiscovery, toolSearchLimit, store, metrics } = dependencies;
  const toolsByName = new Map(tools.map((tool) => [tool.name, tool]));
  const server = new Server(
    { name: 'wayfinder', title: 'Wayfinder', version: packageJson.version },
    { capabilities: { tools: { listChanged: true }, resources: {} }, instructions: MCP_INSTRUCTIONS },
  );

  server.setRequestHandler(ListToolsRequestSchema, async () => {
    const [names, choices] = await Promise.all([conversation.toolNames(), loadSchemaChoices(store)]);
    return {
      tools: names.map((name) =>
        name === TOOL_SEARCH_NAME ? toolSearchMcpTool() : toMcpTool({ tool: toolsByName.get(name)!, metadata: toolDiscovery.getMetadata(name)!, choices }),
      ),
    };
  });

  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const { name, arguments: input } = request.params;
    if (name !== TOOL_SEARCH_NAME) {
      const confirm = elicitationConfirmer({ server, relatedRequestId: extra.requestId, signal: extra.signal, timeoutMs: confirmationTimeoutMs });
      return toCallToolResult(await runMcpCmsTool(dependencies, { name, input, conversation, confirm, signal: extra.signal }));
    }
    try {
      const { output, added } = await runMcpToolSearch({ input, toolDiscovery, limit: toolSearchLimit, conversation, metrics });
      // Sent on this call's own response stream, ahead of the result: over HTTP, a client that has not
      // opened its optional GET stream yet still hears it, and hears it before it reads the answer.
      if (added.length > 0) await extra.sendNotification({ method: 'notifications/tools/list_changed' });
      return toCallToolResult(output);
    } catch (error) {
      return toCallToolResult(toToolError(error));
    }
  });

  server.setRequestHandler(ListResourcesRequestSchema, async () => ({
    resources: [...listRulesResources(toolDiscovery.rules), ...(await listPageResources(store))],
  }));

  server.setRequestHandler(ReadResourceRequestSchema, async ({ params: { uri } }) => {
    const getPage = toolsByName.get('cms_getPage')!;
    const context = { sessionId: conversation.id, editor: conversation.editor };
    const found = readRulesResource(toolDiscovery.rules, uri) ?? (await readPageResource({ store, getPage, context }, uri));
    if (!found) {
      throw new McpError(
        ErrorCode.InvalidParams,
        `No resource ${uri}. Resources are rules://<category> (${[...toolDiscovery.rules.keys()].join(', ')}) and page://<slug>; resources/list has them all.`,
      );
    }
    return found;
  });

  return server;
}
