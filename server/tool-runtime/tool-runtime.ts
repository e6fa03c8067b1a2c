import type { Metrics } from '../services/metrics/metrics.ts';
import type { CmsStore } from '../store/cms-store.ts';
import type { CmsTool } from '../tools/define-cms-tool.ts';
import type { ToolSearch } from '../tools/tool-search/tool-search.ts';
import { TOOL_SEARCH_NAME } from '../tools/tool-search/tool-search-tool.ts';
import { loadSchemaChoices } from '../tools/load-schema-choices.ts';
import { approvalNeeded } from './approval-policy.ts';
import { type CmsToolCallRequest, type CmsToolCallResult, callCmsTool, type ToolCaller } from './call-cms-tool.ts';
import type { EntityExtractor } from './entity-extraction/schema-based-extractor.ts';
import { type ToolSearchRequest, searchTools } from './search-tools.ts';

export type ToolRuntimeOptions = {
  tools: readonly CmsTool[];
  toolSearch: ToolSearch;
  store: CmsStore;
  extractor: EntityExtractor;
  metrics: Metrics;
  /** How long one call may run before it is stopped (a write: with "may have happened"). */
  toolTimeoutMs: number;
  /** How many tools one tool_search returns at most. */
  toolSearchLimit: number;
};

/**
 * What happens around any tool call, whichever surface asked (the chat agent, the MCP server): one
 * runtime, so both get the same validation, approval policy, guard, timeout, write-once record,
 * extraction, metrics, trace lines and error references. A surface translates its protocol into these
 * calls and back.
 */
export function createToolRuntime({ tools, toolSearch, store, extractor, metrics, toolTimeoutMs, toolSearchLimit }: ToolRuntimeOptions) {
  const toolsByName = new Map(tools.map((tool) => [tool.name, tool]));
  const steps = { metrics, toolTimeoutMs, atomically: store.atomically, isKnownTool: (name: string) => name === TOOL_SEARCH_NAME || toolsByName.has(name) };
  return {
    tools,
    toolSearch,
    toolSearchLimit,
    /** Runs one CMS tool call; never throws. */
    callTool: (request: CmsToolCallRequest): Promise<CmsToolCallResult> => callCmsTool({ ...steps, toolsByName, store, extractor }, request),
    /** Runs one tool_search; never throws. */
    searchTools: (request: ToolSearchRequest) => searchTools({ ...steps, toolSearch, toolSearchLimit }, request),
    /** What a call's approval shows when it needs the editor's yes, undefined when it runs without (for surfaces that ask before calling). */
    async approvalNeeded({ name, input, caller }: { name: string; input: unknown; caller: ToolCaller }): Promise<string | undefined> {
      const tool = toolsByName.get(name);
      if (!tool || (!tool.requiresConfirmation && !tool.approvalFor)) return undefined;
      return approvalNeeded({ tool, input, choices: await loadSchemaChoices(store), context: caller });
    },
  };
}

export type ToolRuntime = ReturnType<typeof createToolRuntime>;
