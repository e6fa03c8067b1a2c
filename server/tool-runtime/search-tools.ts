import { ValidationError } from '../errors/cms-errors.ts';
import type { Logger } from '../logger.ts';
import type { ToolSearch, ToolSearchResult } from '../tools/tool-search/tool-search.ts';
import { TOOL_SEARCH_NAME, toolSearchInputSchema, toToolSearchOutput } from '../tools/tool-search/tool-search-tool.ts';
import { toFieldProblems } from '../tools/define-cms-tool.ts';
import { toToolError } from '../tools/tool-error.ts';
import { clipForLog } from './clip-for-log.ts';
import { runToolSteps, type ToolStepsDependencies } from './run-tool-steps.ts';
import type { TurnGuard } from './turn-guard.ts';

export type ToolSearchDependencies = ToolStepsDependencies & {
  toolSearch: ToolSearch;
  /** How many tools one search returns at most. */
  toolSearchLimit: number;
};

export type ToolSearchRequest = {
  input: unknown;
  log: Logger;
  /**
   * The turn's guard: budgets, and the categories whose rules the turn already has (not sent again).
   * Absent where there are no turns (MCP): every search sends its rules, as clients compact their history.
   */
  guard?: TurnGuard;
  /** Whose rules an answer carries; see ToolSearch.search. */
  rulesFor?: 'everyCategory' | 'bestMatch';
  signal?: AbortSignal;
};

/**
 * tool_search from any surface, through the same steps as every tool call, with its own trace events
 * (tool_discovery_start, tool_discovery_result) and the search metrics (latency by path, hits). The
 * query is logged only at debug level (it often repeats the editor's words), and cut short. `found`
 * names the tools the answer offers, for the surface to remember.
 */
export async function searchTools(dependencies: ToolSearchDependencies, request: ToolSearchRequest): Promise<{ output: unknown; found: string[] }> {
  const { toolSearch, toolSearchLimit: limit, metrics } = dependencies;
  const { input, log, guard, rulesFor } = request;
  const parsed = toolSearchInputSchema.safeParse(input ?? {});
  let result: ToolSearchResult | undefined;
  const query = parsed.success ? parsed.data.query : undefined;
  const output = await runToolSteps(dependencies, {
    ...request,
    name: TOOL_SEARCH_NAME,
    events: { start: 'tool_discovery_start', result: 'tool_discovery_result' },
    startDetails: { limit, ...(query !== undefined && log.isLevelEnabled('debug') ? { query: clipForLog(query) } : {}) },
    resultDetails: () => (result ? { path: result.path, found: result.tools.map((entry) => entry.name) } : {}),
    prepare: async () => (parsed.success ? undefined : { output: toToolError(new ValidationError({ fields: toFieldProblems(parsed.error) })) }),
    execute: async () => {
      const started = performance.now();
      result = await toolSearch.search({ query: query!, limit, rulesAlreadyGiven: guard?.rulesGiven, rulesFor });
      for (const category of result.categories) guard?.rulesGiven.add(category);
      metrics.toolSearchDuration.observe({ path: result.path }, (performance.now() - started) / 1000);
      metrics.toolSearches.inc({ result: result.tools.length > 0 ? 'hit' : 'miss' });
      for (const entry of result.tools) guard?.discoveredTools.add(entry.name);
      return toToolSearchOutput(result);
    },
  });
  return { output, found: result?.tools.map((entry) => entry.name) ?? [] };
}
