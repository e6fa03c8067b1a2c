import type { LanguageModelV4CallOptions } from '@ai-sdk/provider';
import { callableTools } from '../../server/agent/deferred-tools.ts';
import { CALL_TOOL_NAME } from '../../server/tools/tool-search/call-tool.ts';
import { TOOL_SEARCH_NAME } from '../../server/tools/tool-search/tool-search-tool.ts';
import type { ScriptedStep } from '../support/scripted-language-model.ts';
import type { Scenario } from './scenarios.ts';

/** A scripted call step whose tools were not offered, and the search the model retried with. */
export type SearchMiss = { step: number; missing: string[]; retryQueries: string[]; foundOnRetry: boolean };

/** The words of a tool's name, e.g. cms_getPageSections -> "get page sections": what a model searches for when its first query missed. */
export const retryQueryFor = (toolName: string) =>
  toolName
    .replace(/^[a-z]+_/, '')
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .toLowerCase();

/**
 * The tools a model call offers: those declared (a deferred one once a tool result references it), and those whose
 * declaration a tool_search answer in the prompt carries (inline loading).
 */
export function offeredTools(call: LanguageModelV4CallOptions): Set<string> {
  const offered = callableTools(call);
  for (const message of call.prompt) {
    if (message.role !== 'tool') continue;
    for (const part of message.content) {
      if (part.type !== 'tool-result' || part.toolName !== TOOL_SEARCH_NAME || part.output.type !== 'json') continue;
      const tools = (part.output.value as { tools?: unknown } | null)?.tools;
      if (Array.isArray(tools)) for (const tool of tools) if (typeof tool?.name === 'string' && 'inputSchema' in tool) offered.add(tool.name);
    }
  }
  return offered;
}

/**
 * Plays a scenario as the model, one scenario step per model call. With search, the model does as the
 * prompt asks: one round of searches, all of the script's queries in parallel, with its first tool call
 * when that call's tools are already offered (else before it), and none when every tool the script
 * calls is already offered (remembered or pre-routed). A
 * model that is then not offered a tool it needs searches again (once per step, by the tool's own
 * words); each miss is recorded. Modes without search skip the searches. With `throughCallTool` (inline loading)
 * every tool it found is run through call_tool.
 */
export function createScenarioPlayer({ scenario, searches, throughCallTool = false }: { scenario: Scenario; searches: boolean; throughCallTool?: boolean }) {
  const search = (query: string) => ({ toolName: TOOL_SEARCH_NAME, input: { query } });
  const toToolCall = ({ tool, input }: { tool: string; input: unknown }) =>
    throughCallTool ? { toolName: CALL_TOOL_NAME, input: { name: tool, arguments: input } } : { toolName: tool, input };
  const steps = scenario.steps.filter((step) => !('search' in step));
  const queries = scenario.steps.flatMap((step) => ('search' in step ? step.search : []));
  const neededFrom = (index: number) => steps.slice(index).flatMap((step) => ('calls' in step ? step.calls.map((call) => call.tool) : []));
  const misses: SearchMiss[] = [];
  let searched = !searches || queries.length === 0;
  let next = 0;

  const play = (options: LanguageModelV4CallOptions): ScriptedStep => {
    // A deferred tool is offered once a tool result references it; an inline one once a tool result declares it.
    const offered = offeredTools(options);
    if (!searched) {
      searched = true;
      if (neededFrom(next).some((name) => !offered.has(name))) {
        // Independent calls go together, as the prompt asks: a first call whose tools are already offered
        // (pre-routed) runs beside the searches; it needs nothing they find.
        const first = steps[next];
        const callsNow = first && 'calls' in first && first.calls.every((call) => offered.has(call.tool)) ? first.calls : [];
        if (callsNow.length > 0) next++;
        return { toolCalls: [...queries.map(search), ...callsNow.map(toToolCall)] };
      }
    }
    const step = steps[next];
    if (!step) return { text: '(script ended)' };
    if ('calls' in step && searches) {
      const missing = [...new Set(step.calls.map((call) => call.tool))].filter((name) => !offered.has(name));
      const pending = misses.find((miss) => miss.step === next);
      if (pending) pending.foundOnRetry = missing.length === 0;
      if (missing.length > 0 && !pending) {
        const retryQueries = missing.map(retryQueryFor);
        misses.push({ step: next, missing, retryQueries, foundOnRetry: false });
        return { toolCalls: retryQueries.map(search) };
      }
    }
    next++;
    if ('calls' in step) return { toolCalls: step.calls.map(toToolCall) };
    return { text: (step as { text: string }).text };
  };

  return { play, misses };
}
