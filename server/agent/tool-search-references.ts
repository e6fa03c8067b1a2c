import type { JSONValue, ToolResultPart } from 'ai';
import type { ToolSearchOutput } from '../tools/tool-search/tool-search-tool.ts';
import { toolReferencesOutput } from './deferred-tools.ts';

/** tool_search's answer where found tools are loaded in results (deferred or inline): also which of them this request has not loaded yet. */
export type ToolSearchOutputToLoad = ToolSearchOutput & { load: string[] };

const isToolSearchOutput = (output: unknown): output is ToolSearchOutput =>
  typeof output === 'object' && output !== null && Array.isArray((output as ToolSearchOutput).tools) && 'instruction' in output;

export const isToolSearchOutputToLoad = (output: unknown): output is ToolSearchOutputToLoad =>
  isToolSearchOutput(output) && Array.isArray((output as ToolSearchOutputToLoad).load);

/**
 * The search's answer with the tools to load: those found that the request has not loaded yet, claimed here in
 * one synchronous step after the search, so parallel searches that find the same tool load it once (a second
 * reference or declaration would bill its definition again). An error or a miss is returned as it is.
 */
export function withToolsToLoad(output: unknown, loadedTools: Set<string>): unknown {
  if (!isToolSearchOutput(output)) return output;
  const load = output.tools.filter((name) => !loadedTools.has(name));
  for (const name of load) loadedTools.add(name);
  return { ...output, load } satisfies ToolSearchOutputToLoad;
}

/**
 * What the model reads for a search with deferred loading: the rules and the instruction as text, then a reference
 * to each tool to load (the provider puts its definition there). Tools found that an earlier reference of the
 * request already loaded are named only. An error or a miss is sent as JSON, as without deferral.
 */
export function toolSearchModelOutput(output: unknown): ToolResultPart['output'] {
  if (!isToolSearchOutputToLoad(output) || output.tools.length === 0) {
    const { load: _load, ...shown } = output as Partial<ToolSearchOutputToLoad>;
    return { type: 'json', value: shown as JSONValue };
  }
  const { tools, load, ...rest } = output;
  const loadedBefore = tools.filter((name) => !load.includes(name));
  return toolReferencesOutput(load, JSON.stringify({ ...(loadedBefore.length > 0 ? { alreadyLoaded: loadedBefore } : {}), ...rest }));
}
