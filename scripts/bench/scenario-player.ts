import type { LanguageModelV4CallOptions } from '@ai-sdk/provider';
import { TOOL_SEARCH_NAME } from '../../server/tools/discovery/tool-search-tool.ts';
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
 * Plays a scenario as the model, one scenario step per model call. Modes without search skip the
 * search steps. With search, a model that is not offered a tool it needs searches again (once per
 * step, by the tool's own words), as the tool_search instructions tell it to; each miss is recorded.
 */
export function createScenarioPlayer({ scenario, searches }: { scenario: Scenario; searches: boolean }) {
  const search = (query: string) => ({ toolName: TOOL_SEARCH_NAME, input: { query } });
  const steps = searches ? scenario.steps : scenario.steps.filter((step) => !('search' in step));
  const misses: SearchMiss[] = [];
  let next = 0;

  const play = (options: LanguageModelV4CallOptions): ScriptedStep => {
    const step = steps[next];
    if (!step) return { text: '(script ended)' };
    if ('calls' in step && searches) {
      const offered = new Set((options.tools ?? []).map((tool) => tool.name));
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
    if ('search' in step) return { toolCalls: step.search.map(search) };
    if ('calls' in step) return { toolCalls: step.calls.map((call) => ({ toolName: call.tool, input: call.input })) };
    return { text: step.text };
  };

  return { play, misses };
}
