import { randomUUID } from 'node:crypto';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import {
  CallToolRequestSchema,
  type CallToolResult,
  ErrorCode,
  ListResourcesRequestSchema,
  ListResourceTemplatesRequestSchema,
  type LoggingLevel,
  ListToolsRequestSchema,
  McpError,
  ReadResourceRequestSchema,
  type ServerNotification,
  type ServerRequest,
  SetLevelRequestSchema,
} from '@modelcontextprotocol/sdk/types.js';
import type { RequestHandlerExtra } from '@modelcontextprotocol/sdk/shared/protocol.js';
import packageJson from '../../package.json' with { type: 'json' };
import type { Logger } from '../logger.ts';
import type { CmsStore } from '../store/cms-store.ts';
import { TOOL_SEARCH_NAME } from '../tools/tool-search/tool-search-tool.ts';
import { loadSchemaChoices } from '../tools/load-schema-choices.ts';
import { isToolErrorResult, toToolError } from '../tools/tool-error.ts';
import { internalErrorReporter } from '../tool-runtime/run-tool-steps.ts';
import type { ToolRuntime } from '../tool-runtime/tool-runtime.ts';
import { toFoundTool } from '../tool-runtime/to-model-input-schema.ts';
import { elicitationConfirmer } from './confirm-with-elicitation.ts';
import type { McpConversation } from './mcp-conversation.ts';
import { PAGE_RESOURCE_TEMPLATE } from './page-resource-template.ts';
import { listPageResources, readPageResource } from './page-resources.ts';
import { registerPromptsAndCompletions } from './register-prompts-and-completions.ts';
import { reportWhileRunning } from './report-while-running.ts';
import { listRulesResources, readRulesResource } from './rules-resources.ts';
import { CALL_TOOL_NAME, parseCallToolInput } from '../tools/tool-search/call-tool.ts';
import { toStableSearchOutput } from '../tools/tool-search/stable-search-output.ts';
import { callToolMcpTool, toMcpTool, toolSearchMcpTool } from './to-mcp-tool.ts';
import { toolSurfaceFor } from './tool-surface.ts';

/** What the SDK hands a request handler: the request's id, its cancellation, and its own response stream. */
type RequestExtra = RequestHandlerExtra<ServerRequest, ServerNotification>;

export type WayfinderMcpDependencies = {
  /** Runs every tool call; the MCP server is its adapter, as the chat agent is. */
  toolRuntime: ToolRuntime;
  /** Pages for resources, schema choices for tool lists. */
  store: CmsStore;
  logger: Logger;
  /** How long a person may take to answer a confirmation before the call is refused. Default 10 minutes. */
  confirmationTimeoutMs?: number;
  /** How often a running tool call reports progress and logs, to clients that asked. Default 2 seconds. */
  progressIntervalMs?: number;
};

/** Sent once at initialize; clients put it in the model's system prompt. */
export const MCP_INSTRUCTIONS =
  "Wayfinder edits a website's content: pages and their sections, images, blog posts, menus and collections; it can also research the web, " +
  'fetch stock photos and call HTTP APIs. Start with tool_search: describe what you need in a few words; its answer names the matching tools, ' +
  'the rules for using them and how to call them. Deletes ask the person to confirm first.';

/** The instructions, naming the external servers whose tools tool_search also finds (those connected when the session starts). */
export function mcpInstructions(servers: readonly string[]): string {
  return servers.length === 0 ? MCP_INSTRUCTIONS : `${MCP_INSTRUCTIONS} tool_search also finds the tools of the connected services: ${servers.join(', ')}.`;
}

/** A tool result as MCP carries it: the envelope the chat's model sees, as JSON text; errors flagged. */
export function toCallToolResult(output: unknown): CallToolResult {
  return { content: [{ type: 'text', text: JSON.stringify(output) ?? 'null' }], ...(isToolErrorResult(output) ? { isError: true } : {}) };
}

/**
 * One MCP session's server, bound to a Wayfinder conversation: the MCP adapter over the tool runtime.
 * The low-level `Server` rather than `McpServer`: the tool list depends on the client (see ToolSurface:
 * `tool_search` and `call_tool`, or a list that grows as tool_search finds tools), schemas carry enums read from the database at list time, and arguments are
 * validated by the runtime so a bad call gets the chat's VALIDATION envelope naming every field, not
 * an SDK error. What a call finds or names is remembered in the conversation's working memory.
 */
export function createWayfinderMcpServer({
  conversation,
  toolRuntime,
  store,
  logger,
  confirmationTimeoutMs = 10 * 60_000,
  progressIntervalMs = 2000,
}: WayfinderMcpDependencies & { conversation: McpConversation }): Server {
  const { catalogue, toolSearch } = toolRuntime;
  const log = logger.child({ surface: 'mcp', sessionId: conversation.id });
  const server = new Server(
    { name: 'wayfinder', title: 'Wayfinder', version: packageJson.version },
    {
      capabilities: { tools: { listChanged: true }, resources: {}, prompts: {}, completions: {}, logging: {} },
      instructions: mcpInstructions(catalogue.servers().map((entry) => entry.server)),
    },
  );
  registerPromptsAndCompletions(server, store);

  // Replaces the SDK's own handler, which sends every log line until a level is set: a client that never
  // sets one (the AI SDK's) reports each as an error. Here nothing is logged to a client until it asks.
  let logLevel: LoggingLevel | undefined;
  server.setRequestHandler(SetLevelRequestSchema, async ({ params }) => {
    logLevel = params.level;
    return {};
  });

  const surface = () => toolSurfaceFor(server.getClientCapabilities());

  server.setRequestHandler(ListToolsRequestSchema, async () => {
    if (surface() === 'stable') return { tools: [toolSearchMcpTool(), callToolMcpTool()] };
    const [names, choices] = await Promise.all([conversation.toolNames(), loadSchemaChoices(store)]);
    return {
      tools: names.map((name) =>
        name === TOOL_SEARCH_NAME ? toolSearchMcpTool() : toMcpTool({ tool: catalogue.get(name)!, metadata: toolSearch.getMetadata(name)!, choices }),
      ),
    };
  });

  /** Tells a growing-list client its list changed, on the call's own response stream, ahead of the result. */
  const announceListChanged = async (extra: RequestExtra) => {
    // Over HTTP, a client that has not opened its optional GET stream yet still hears it, and hears it before it reads the answer.
    if (surface() === 'growing') await extra.sendNotification({ method: 'notifications/tools/list_changed' });
  };

  /** A call as the conversation keeps it (the chat page shows it like the chat's own): the tool it ran, not `call_tool`. */
  const callRecord = (name: string, input: unknown) => ({ toolCallId: randomUUID(), client: server.getClientVersion()?.name ?? 'MCP client', name, input });

  const search = async (input: unknown, extra: RequestExtra) => {
    const listed = await conversation.toolNames();
    const { output, found } = await toolRuntime.searchTools({ input, log, signal: extra.signal });
    if (found.length > 0) await conversation.record({ entities: [], discoveredTools: found, toolResults: [] });
    await conversation.recordCall({ ...callRecord(TOOL_SEARCH_NAME, input), output });
    if (found.some((tool) => !listed.includes(tool))) await announceListChanged(extra);
    if (surface() === 'growing') return output;
    const choices = await loadSchemaChoices(store);
    return toStableSearchOutput(output, (name) => toFoundTool(catalogue.get(name)!, choices));
  };

  /**
   * Runs one tool through the runtime. A real tool the conversation has not discovered is discovered by
   * the call: whoever names it knows what they want, and it runs with the same checks as any other.
   */
  const run = async (name: string, input: unknown, extra: RequestExtra) => {
    const listed = await conversation.toolNames();
    const discoveredByCall = catalogue.get(name) !== undefined && !listed.includes(name);
    const available = discoveredByCall ? [...listed, name] : listed;
    const turn = await conversation.beginCall();
    const stopReporting = reportWhileRunning({
      name,
      send: extra.sendNotification,
      progressToken: extra._meta?.progressToken,
      logLevel,
      intervalMs: progressIntervalMs,
    });
    const { output, entities } = await toolRuntime
      .callTool({
        name,
        input,
        caller: { sessionId: conversation.id, editor: conversation.editor, turn },
        log,
        available,
        approval: elicitationConfirmer({ server, relatedRequestId: extra.requestId, signal: extra.signal, timeoutMs: confirmationTimeoutMs }),
        signal: extra.signal,
      })
      .finally(stopReporting);
    // As the chat's turns do: a call of a tool in the list counts as used, whether it succeeded or not.
    if (available.includes(name)) {
      await conversation.record({
        entities,
        discoveredTools: discoveredByCall ? [name] : [],
        toolResults: [{ name, success: !isToolErrorResult(output), at: new Date().toISOString() }],
      });
    }
    await conversation.recordCall({ ...callRecord(name, input), turn, output });
    if (discoveredByCall) await announceListChanged(extra);
    return output;
  };

  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const { name, arguments: input } = request.params;
    try {
      if (name === TOOL_SEARCH_NAME) return toCallToolResult(await search(input, extra));
      if (name !== CALL_TOOL_NAME) return toCallToolResult(await run(name, input, extra));
      const call = parseCallToolInput(input);
      return toCallToolResult(call.success ? await run(call.name, call.arguments, extra) : call.output);
    } catch (error) {
      // The conversation's memory failed; the runtime's own failures come back as results.
      return toCallToolResult(toToolError(error, internalErrorReporter(log, name)));
    }
  });

  server.setRequestHandler(ListResourceTemplatesRequestSchema, async () => ({ resourceTemplates: [PAGE_RESOURCE_TEMPLATE] }));

  server.setRequestHandler(ListResourcesRequestSchema, async () => ({
    resources: [...listRulesResources(toolSearch.rules), ...(await listPageResources(store))],
  }));

  server.setRequestHandler(ReadResourceRequestSchema, async ({ params: { uri } }) => {
    const getPage = catalogue.get('cms_getPage')!;
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
