import { type Tool, type ToolSet, toolSearch } from 'ai';
import { getAgentSystemPrompt, getFullSystemPrompt } from '../../server/agent/system-prompt.ts';
import type { ToolExposure } from '../../server/agent/tool-exposure.ts';
import type { ToolLoading } from '../../server/agent/model-options.ts';
import { TOOL_SEARCH_NAME } from '../../server/tools/tool-search/tool-search-tool.ts';

export const BENCH_MODES = ['classic', 'discovery', 'discoveryDeferred', 'discoveryInline', 'oracle', 'oracleWithRules', 'aiSdkToolSearch'] as const;
export type BenchMode = (typeof BENCH_MODES)[number];

/** Wayfinder's own modes, whose targets the report checks: as configured by default, with provider-native deferred tools, and with inline tool loading. */
export const WAYFINDER_MODES = ['discovery', 'discoveryDeferred', 'discoveryInline'] as const satisfies readonly BenchMode[];
export type WayfinderMode = (typeof WAYFINDER_MODES)[number];
export const isWayfinderMode = (mode: BenchMode): mode is WayfinderMode => (WAYFINDER_MODES as readonly BenchMode[]).includes(mode);

/** Whether the model must find tools with a search before it can call them. */
export const searchesForTools = (mode: BenchMode) => isWayfinderMode(mode) || mode === 'aiSdkToolSearch';

/**
 * How Wayfinder's agent loads tools in a mode: `discoveryDeferred` is the agent as configured with
 * WAYFINDER_TOOL_LOADING=deferred (Anthropic's defer_loading and tool references), counted the way the provider bills it;
 * `discoveryInline` with WAYFINDER_TOOL_LOADING=inline (tool_search and call_tool declared, found tools' declarations in
 * tool_search's answers, ordinary tokens there).
 */
export const toolLoadingFor = (mode: BenchMode): ToolLoading =>
  mode === 'discoveryDeferred' ? 'deferred' : mode === 'discoveryInline' ? 'inline' : 'declared';

/** Whether the model runs the tools it found through call_tool rather than calling them by name. */
export const callsThroughCallTool = (mode: BenchMode) => toolLoadingFor(mode) === 'inline';

/**
 * What each mode shows the model, as an agent exposure. Wayfinder's modes are the agent's own policy
 * (`undefined`, with `toolLoadingFor`), so the benchmark measures exactly what production sends.
 */
export function exposureFor(
  mode: BenchMode,
  { scenarioTools, scenarioRules }: { scenarioTools: readonly string[]; scenarioRules: string },
): ToolExposure | undefined {
  switch (mode) {
    case 'discovery':
    case 'discoveryDeferred':
    case 'discoveryInline':
      return undefined;
    case 'classic':
      // The agent Wayfinder replaces: every tool and every workflow prompt, on every call.
      return { tools: ({ cmsTools }) => cmsTools, instructions: getFullSystemPrompt };
    case 'oracle':
      // The floor: the tools this scenario needs and nothing else, known in advance.
      return {
        tools: ({ cmsTools }) => Object.fromEntries(scenarioTools.map((name) => [name, cmsTools[name]!])),
        instructions: getAgentSystemPrompt,
      };
    case 'oracleWithRules':
      // The honest floor: the oracle's tools plus the rules of their categories, which discovery also sends.
      return {
        tools: ({ cmsTools }) => Object.fromEntries(scenarioTools.map((name) => [name, cmsTools[name]!])),
        instructions: getAgentSystemPrompt,
        turnRules: scenarioRules || undefined,
      };
    case 'aiSdkToolSearch':
      // The stock alternative: AI SDK 7's keyword toolSearch() over tools declared with deferLoading.
      // Named tool_search so the core prompt's advice applies to it unchanged.
      return {
        tools: ({ cmsTools }) => ({ [TOOL_SEARCH_NAME]: toolSearch(), ...deferAll(cmsTools) }),
        instructions: getAgentSystemPrompt,
      };
  }
}

function deferAll(tools: ToolSet): ToolSet {
  return Object.fromEntries(Object.entries(tools).map(([name, tool]) => [name, { ...tool, deferLoading: true } as Tool]));
}
