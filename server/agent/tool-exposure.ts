import type { Tool, ToolSet } from 'ai';
import { TOOL_SEARCH_NAME } from '../tools/tool-search/tool-search-tool.ts';
import { CALL_TOOL_NAME } from '../tools/tool-search/call-tool.ts';
import { discoveredToolNames } from '../tool-runtime/discovered-tools.ts';
import { deferAllTools } from './deferred-tools.ts';
import type { ToolLoading } from './model-options.ts';
import { getAgentSystemPrompt } from './system-prompt.ts';

/**
 * How an agent call presents tools and instructions to the model. Wayfinder's policy is
 * `discoveryExposure`; the token benchmark (scripts/bench-tokens.ts) swaps in the alternatives it
 * measures against (every tool declared, exactly the needed tools, the AI SDK's built-in toolSearch).
 */
export type ToolExposure = {
  /**
   * The tool set of one call, from tool_search, call_tool and today's catalogue tools (CMS enums filled from the
   * database; external servers' tools too).
   */
  tools(available: { toolSearch: Tool; callTool: Tool; cmsTools: ToolSet }): ToolSet;
  /**
   * The tools the model may call in a step, in the order they are sent. Omitted: every tool of the
   * set is active and the SDK orders them.
   */
  activeTools?(state: { rememberedTools: readonly string[]; discoveredThisTurn: Iterable<string> }): string[];
  /** The system prompt: fixed, so a provider's cache serves it. The turn's context is sent apart (`getTurnContext`). */
  instructions(): string;
  /** Rules this exposure adds to every turn's context (the honest floor knows its categories in advance). */
  turnRules?: string;
  /** Offer the tool the editor's message clearly names before the first step, saving a search. */
  preRoute?: boolean;
  /**
   * tool_search sends only its best match's rules; a category's rules come with the first result of
   * one of its tools when the turn has not had them. The benchmark's other modes send rules their own way.
   */
  rulesOnFirstUse?: boolean;
  /**
   * Found tools reach the model inside tool results, so the declared list never changes and never breaks a provider's
   * prompt cache: every call sends `sentTools`, in this order, and a found tool is loaded where tool_search answered,
   * or by the exchange that loads the turn's remembered and pre-routed tools (`withPreloadedTools`); `activeTools`
   * then names what the model may call.
   * - `reference`: provider-native deferral (`deferred-tools.ts`): the tools not given yet are declared deferred, and
   *   the result references them.
   * - `declaration`: inline, for any provider (`inline-tools.ts`): the list is tool_search and call_tool, the result
   *   carries each found tool's declaration, and the model runs it through call_tool.
   */
  loadInResults?: { by: 'reference' | 'declaration'; sentTools(): string[] };
};

/**
 * Wayfinder as designed: tool_search alone, widened append-only by what earlier turns and this turn discovered.
 * `knownTools` is read per step: external servers add tools while Wayfinder runs.
 */
export function discoveryExposure(knownTools: () => ReadonlySet<string>): ToolExposure {
  return {
    tools: ({ toolSearch, cmsTools }) => ({ [TOOL_SEARCH_NAME]: toolSearch, ...cmsTools }),
    activeTools: ({ rememberedTools, discoveredThisTurn }) => [
      TOOL_SEARCH_NAME,
      ...discoveredToolNames({ remembered: rememberedTools, discoveredThisTurn, knownTools: knownTools() }),
    ],
    instructions: getAgentSystemPrompt,
    preRoute: true,
    rulesOnFirstUse: true,
  };
}

/**
 * Wayfinder with provider-native deferred tools: the same search, pre-routing and memory as `discoveryExposure`,
 * but the declared list is every tool on every call (tool_search first, the rest deferred), so it never breaks
 * the provider's cache; what was found reaches the model inline, where the search answered.
 */
export function deferredExposure(knownTools: () => ReadonlySet<string>): ToolExposure {
  return {
    ...discoveryExposure(knownTools),
    tools: ({ toolSearch, cmsTools }) => ({ [TOOL_SEARCH_NAME]: toolSearch, ...deferAllTools(cmsTools) }),
    // An external server's new tools join at the end, so the list sent before them stays a cached prefix.
    loadInResults: { by: 'reference', sentTools: () => [TOOL_SEARCH_NAME, ...knownTools()] },
  };
}

/**
 * Wayfinder with inline tool loading, for providers without native deferral: the same search, pre-routing and memory
 * as `discoveryExposure`, but the declared list is tool_search and call_tool on every call; a found tool's declaration
 * reaches the model inside tool_search's answer, and the model runs it through call_tool, which the tool runtime
 * unwraps (validation, approval of the tool it names, guard, record).
 */
export function inlineExposure(knownTools: () => ReadonlySet<string>): ToolExposure {
  return {
    ...discoveryExposure(knownTools),
    // The catalogue's tools are never sent: they are here because the stored conversation keeps each call as the tool
    // it ran (`show-called-tools.ts`), and the SDK checks a conversation's calls against the agent's tools.
    tools: ({ toolSearch, callTool, cmsTools }) => ({ [TOOL_SEARCH_NAME]: toolSearch, [CALL_TOOL_NAME]: callTool, ...cmsTools }),
    loadInResults: { by: 'declaration', sentTools: () => [TOOL_SEARCH_NAME, CALL_TOOL_NAME] },
  };
}

/** The exposure Wayfinder's agent uses for each way of loading tools. */
export function exposureForLoading(toolLoading: ToolLoading, knownTools: () => ReadonlySet<string>): ToolExposure {
  switch (toolLoading) {
    case 'declared':
      return discoveryExposure(knownTools);
    case 'deferred':
      return deferredExposure(knownTools);
    case 'inline':
      return inlineExposure(knownTools);
  }
}
