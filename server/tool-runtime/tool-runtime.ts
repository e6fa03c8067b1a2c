import type { Metrics } from '../services/metrics/metrics.ts';
import type { CmsStore } from '../store/cms-store.ts';
import type { ToolSearch } from '../tools/tool-search/tool-search.ts';
import { TOOL_SEARCH_NAME } from '../tools/tool-search/tool-search-tool.ts';
import { loadSchemaChoices } from '../tools/load-schema-choices.ts';
import { approvalNeeded } from './approval-policy.ts';
import { callTool, type ToolCaller, type ToolCallRequest, type ToolCallResult } from './call-tool.ts';
import type { EntityExtractor } from './entity-extraction/schema-based-extractor.ts';
import { type ToolSearchRequest, searchTools } from './search-tools.ts';
import type { ToolCatalogue } from './tool-catalogue.ts';

export type ToolRuntimeOptions = {
  /** Every tool there is to call: the built-in ones and the external servers' (it changes as they list theirs). */
  catalogue: ToolCatalogue;
  toolSearch: ToolSearch;
  store: CmsStore;
  extractor: EntityExtractor;
  metrics: Metrics;
  /** How long one call may run before it is stopped (a write: with "may have happened"). */
  toolTimeoutMs: number;
  /** How many tools one tool_search returns at most. */
  toolSearchLimit: number;
  /** The most characters of JSON one tool result may hand the model. */
  maxResultCharacters: number;
};

/**
 * What happens around any tool call, whichever surface asked (the chat agent, the MCP server), and
 * whichever tool (Wayfinder's own or an external server's): one runtime, so all get the same validation,
 * approval policy, guard, timeout, write-once record, result bound, extraction, metrics, trace lines and
 * error references. A surface translates its protocol into these calls and back.
 */
export function createToolRuntime({
  catalogue,
  toolSearch,
  store,
  extractor,
  metrics,
  toolTimeoutMs,
  toolSearchLimit,
  maxResultCharacters,
}: ToolRuntimeOptions) {
  const steps = {
    metrics,
    toolTimeoutMs,
    maxResultCharacters,
    atomically: store.atomically,
    isKnownTool: (name: string) => name === TOOL_SEARCH_NAME || catalogue.get(name) !== undefined,
  };
  return {
    catalogue,
    toolSearch,
    toolSearchLimit,
    /** Runs one tool call; never throws. */
    callTool: (request: ToolCallRequest): Promise<ToolCallResult> => callTool({ ...steps, catalogue, store, extractor }, request),
    /** Runs one tool_search; never throws. */
    searchTools: (request: ToolSearchRequest) => searchTools({ ...steps, toolSearch, toolSearchLimit }, request),
    /** What a call's approval shows when it needs the editor's yes, undefined when it runs without (for surfaces that ask before calling). */
    async approvalNeeded({ name, input, caller }: { name: string; input: unknown; caller: ToolCaller }): Promise<string | undefined> {
      const tool = catalogue.get(name);
      if (!tool || (!tool.requiresConfirmation && !tool.approvalFor)) return undefined;
      return approvalNeeded({ tool, input, choices: await loadSchemaChoices(store), context: caller });
    },
  };
}

export type ToolRuntime = ReturnType<typeof createToolRuntime>;
