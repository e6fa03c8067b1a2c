import { type Tool, type ToolSet, toolSearch } from 'ai';
import { getAgentSystemPrompt, getFullSystemPrompt } from '../../server/agent/system-prompt.ts';
import type { ToolExposure } from '../../server/agent/tool-exposure.ts';
import { TOOL_SEARCH_NAME } from '../../server/tools/tool-search/tool-search-tool.ts';

export const BENCH_MODES = ['classic', 'discovery', 'oracle', 'oracleWithRules', 'aiSdkToolSearch'] as const;
export type BenchMode = (typeof BENCH_MODES)[number];

/** Whether the model must find tools with a search before it can call them. */
export const searchesForTools = (mode: BenchMode) => mode === 'discovery' || mode === 'aiSdkToolSearch';

/**
 * What each mode shows the model, as an agent exposure. Discovery is Wayfinder's default
 * (`undefined`: the agent's own policy), so the benchmark measures exactly what production sends.
 */
export function exposureFor(
  mode: BenchMode,
  { scenarioTools, scenarioRules }: { scenarioTools: readonly string[]; scenarioRules: string },
): ToolExposure | undefined {
  switch (mode) {
    case 'discovery':
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
