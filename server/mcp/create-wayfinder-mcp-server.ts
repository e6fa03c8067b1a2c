import { randomUUID } from 'node:crypto';
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
import type { Logger } from '../logger.ts';
import type { CmsStore } from '../store/cms-store.ts';
import { TOOL_SEARCH_NAME } from '../tools/tool-search/tool-search-tool.ts';
import { loadSchemaChoices } from '../tools/load-schema-choices.ts';
import { isToolErrorResult, toToolError } from '../tools/tool-error.ts';
import { internalErrorReporter } from '../tool-runtime/run-tool-steps.ts';
import type { ToolRuntime } from '../tool-runtime/tool-runtime.ts';
import { elicitationConfirmer } from './confirm-with-elicitation.ts';
import type { McpConversation } from './mcp-conversation.ts';
import { listPageResources, readPageResource } from './page-resources.ts';
import { listRulesResources, readRulesResource } from './rules-resources.ts';
import { toMcpTool, toolSearchMcpTool } from './to-mcp-tool.ts';

export type WayfinderMcpDependencies = {
  /** Runs every tool call; the MCP server is its adapter, as the chat agent is. */
  toolRuntime: ToolRuntime;
  /** Pages for resources, schema choices for tool lists. */
  store: CmsStore;
  logger: Logger;
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
 * One MCP session's server, bound to a Wayfinder conversation: the MCP adapter over the tool runtime.
 * The low-level `Server` rather than `McpServer`: the tool list is per conversation and grows as
 * tool_search finds tools, schemas carry enums read from the database at list time, and arguments are
 * validated by the runtime so a bad call gets the chat's VALIDATION envelope naming every field, not
 * an SDK error. What a call finds or names is remembered in the conversation's working memory.
 */
export function createWayfinderMcpServer({
  conversation,
  toolRuntime,
  store,
  logger,
  confirmationTimeoutMs = 10 * 60_000,
}: WayfinderMcpDependencies & { conversation: McpConversation }): Server {
  const { tools, toolSearch } = toolRuntime;
  const toolsByName = new Map(tools.map((tool) => [tool.name, tool]));
  const log = logger.child({ surface: 'mcp', sessionId: conversation.id });
  const server = new Server(
    { name: 'wayfinder', title: 'Wayfinder', version: packageJson.version },
    { capabilities: { tools: { listChanged: true }, resources: {} }, instructions: MCP_INSTRUCTIONS },
  );

  server.setRequestHandler(ListToolsRequestSchema, async () => {
    const [names, choices] = await Promise.all([conversation.toolNames(), loadSchemaChoices(store)]);
    return {
      tools: names.map((name) =>
        name === TOOL_SEARCH_NAME ? toolSearchMcpTool() : toMcpTool({ tool: toolsByName.get(name)!, metadata: toolSearch.getMetadata(name)!, choices }),
      ),
    };
  });

  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const { name, arguments: input } = request.params;
    try {
      const available = await conversation.toolNames();
      const call = { toolCallId: randomUUID(), client: server.getClientVersion()?.name ?? 'MCP client', name, input };
      if (name === TOOL_SEARCH_NAME) {
        const { output, found } = await toolRuntime.searchTools({ input, log, signal: extra.signal });
        if (found.length > 0) await conversation.record({ entities: [], discoveredTools: found, toolResults: [] });
        await conversation.recordCall({ ...call, output });
        // Sent on this call's own response stream, ahead of the result: over HTTP, a client that has not
        // opened its optional GET stream yet still hears it, and hears it before it reads the answer.
        if (found.some((tool) => !available.includes(tool))) await extra.sendNotification({ method: 'notifications/tools/list_changed' });
        return toCallToolResult(output);
      }
      const turn = await conversation.beginCall();
      const { output, entities } = await toolRuntime.callTool({
        name,
        input,
        caller: { sessionId: conversation.id, editor: conversation.editor, turn },
        log,
        available,
        approval: elicitationConfirmer({ server, relatedRequestId: extra.requestId, signal: extra.signal, timeoutMs: confirmationTimeoutMs }),
        signal: extra.signal,
      });
      // As the chat's turns do: a call of a tool in the list counts as used, whether it succeeded or not.
      if (available.includes(name)) {
        await conversation.record({
          entities,
          discoveredTools: [],
          toolResults: [{ name, success: !isToolErrorResult(output), at: new Date().toISOString() }],
        });
      }
      await conversation.recordCall({ ...call, turn, output });
      return toCallToolResult(output);
    } catch (error) {
      // The conversation's memory failed; the runtime's own failures come back as results.
      return toCallToolResult(toToolError(error, internalErrorReporter(log, name)));
    }
  });

  server.setRequestHandler(ListResourcesRequestSchema, async () => ({
    resources: [...listRulesResources(toolSearch.rules), ...(await listPageResources(store))],
  }));

  server.setRequestHandler(ReadResourceRequestSchema, async ({ params: { uri } }) => {
    const getPage = toolsByName.get('cms_getPage')!;
    const context = { sessionId: conversation.id, editor: conversation.editor };
    const found = readRulesResource(toolSearch.rules, uri) ?? (await readPageResource({ store, getPage, context }, uri));
    if (!found) {
      throw new McpError(
        ErrorCode.InvalidParams,
        `No resource ${uri}. Resources are rules://<category> (${[...toolSearch.rules.keys()].join(', ')}) and page://<slug>; resources/list has them all.`,
      );
    }
    return found;
  });

  return server;
}
