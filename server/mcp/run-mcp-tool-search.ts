import { ValidationError } from '../errors/cms-errors.ts';
import type { Metrics } from '../services/metrics/metrics.ts';
import type { ToolDiscovery } from '../tools/discovery/tool-discovery.ts';
import { toolSearchInputSchema, toToolSearchOutput } from '../tools/discovery/tool-search-tool.ts';
import { toFieldProblems } from '../tools/run-cms-tool.ts';
import { toToolError } from '../tools/tool-error.ts';
import type { McpConversation } from './mcp-conversation.ts';

/**
 * tool_search over MCP: the chat's search and answer (tools and their categories' rules), and the
 * tools found appended to the conversation's working memory. `added` names the ones that were not
 * in the tool list before, so the caller knows whether to send notifications/tools/list_changed.
 */
export async function runMcpToolSearch({
  input,
  toolDiscovery,
  limit,
  conversation,
  metrics,
}: {
  input: unknown;
  toolDiscovery: ToolDiscovery;
  limit: number;
  conversation: McpConversation;
  metrics: Metrics;
}): Promise<{ output: unknown; added: string[] }> {
  const parsed = toolSearchInputSchema.safeParse(input ?? {});
  if (!parsed.success) return { output: toToolError(new ValidationError(toFieldProblems(parsed.error))), added: [] };

  const started = performance.now();
  // Rules are sent with every search: an MCP session has no turns, and clients compact their history.
  const found = await toolDiscovery.search({ query: parsed.data.query, limit });
  metrics.toolSearchDuration.observe({ path: found.path }, (performance.now() - started) / 1000);
  metrics.toolSearches.inc({ result: found.tools.length > 0 ? 'hit' : 'miss' });

  const before = await conversation.toolNames();
  const names = found.tools.map((entry) => entry.name);
  if (names.length > 0) await conversation.record({ entities: [], discoveredTools: names, toolResults: [] });
  return { output: toToolSearchOutput(found), added: names.filter((name) => !before.includes(name)) };
}
