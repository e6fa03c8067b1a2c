import { TOOL_SEARCH_NAME } from '../tools/discovery/tool-search-tool.ts';

type StepWithToolResults = { toolResults: ReadonlyArray<{ toolName: string; output?: unknown }> };

/** Names of the tools a tool_search output listed, in its order. */
export function toolNamesFromSearchOutput(output: unknown): string[] {
  const tools = (output as { tools?: unknown } | undefined)?.tools;
  return Array.isArray(tools) ? tools.flatMap((entry) => (typeof entry?.name === 'string' ? [entry.name] : [])) : [];
}

/**
 * The tools the model may call now: those remembered from earlier turns, then those tool_search
 * found in this turn, in discovery order. Append-only, so each step's tool list extends the last
 * one's and provider prompt caches keep hitting.
 */
export function discoveredToolNames({ remembered, steps, knownTools }: {
  remembered: readonly string[];
  steps: readonly StepWithToolResults[];
  knownTools: ReadonlySet<string>;
}): string[] {
  const names = new Set<string>();
  const add = (name: string) => {
    if (knownTools.has(name) && name !== TOOL_SEARCH_NAME) names.add(name);
  };
  remembered.forEach(add);
  for (const step of steps) {
    for (const result of step.toolResults) {
      if (result.toolName === TOOL_SEARCH_NAME) toolNamesFromSearchOutput(result.output).forEach(add);
    }
  }
  return [...names];
}
