import { tool } from 'ai';
import type { ToolDiscovery, ToolSearchResult } from '../../tools/discovery/tool-discovery.ts';
import {
  TOOL_SEARCH_DESCRIPTION,
  TOOL_SEARCH_NAME,
  type ToolSearchInput,
  toolSearchInputSchema,
  toToolSearchOutput,
} from '../../tools/discovery/tool-search-tool.ts';
import { runGuardedToolCall, type ToolCallGuardrails } from './run-guarded-tool-call.ts';
import type { TurnGuard } from './turn-guard.ts';

/**
 * `tool_search` as the agent runs it: the same tool, behind the turn's guardrails, with its own trace
 * events (tool_discovery_start, tool_discovery_result) and the search metrics (latency by path, hits).
 * The query is logged only at debug level: it often repeats the editor's words.
 */
export function createGuardedToolSearch({
  discovery,
  guardrails,
  limit,
  rulesFor,
}: {
  discovery: ToolDiscovery;
  guardrails: ToolCallGuardrails;
  limit: number;
  /** Whose rules an answer carries; see ToolDiscovery.search. */
  rulesFor?: 'everyCategory' | 'bestMatch';
}) {
  const { metrics } = guardrails;
  return tool<ToolSearchInput, unknown, { turn: TurnGuard }>({
    description: TOOL_SEARCH_DESCRIPTION,
    inputSchema: toolSearchInputSchema,
    execute: async (input, { abortSignal, context: { turn } }) => {
      let found: ToolSearchResult | undefined;
      return runGuardedToolCall({
        tool: TOOL_SEARCH_NAME,
        input,
        turn,
        guardrails,
        abortSignal,
        events: { start: 'tool_discovery_start', result: 'tool_discovery_result' },
        startDetails: { limit, ...(turn.log.isLevelEnabled('debug') ? { query: input.query } : {}) },
        resultDetails: () => (found ? { path: found.path, found: found.tools.map((entry) => entry.name) } : {}),
        execute: async () => {
          const started = performance.now();
          // Rules already in this turn's history are not sent again: they would only cost tokens.
          found = await discovery.search({ query: input.query, limit, rulesAlreadyGiven: turn.rulesGiven, rulesFor });
          for (const category of found.categories) turn.rulesGiven.add(category);
          metrics.toolSearchDuration.observe({ path: found.path }, (performance.now() - started) / 1000);
          metrics.toolSearches.inc({ result: found.tools.length > 0 ? 'hit' : 'miss' });
          for (const entry of found.tools) turn.discoveredTools.add(entry.name);
          return toToolSearchOutput(found);
        },
      });
    },
  });
}
