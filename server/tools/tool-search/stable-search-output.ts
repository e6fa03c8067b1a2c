import { isToolErrorResult } from '../tool-error.ts';
import { CALL_TOOL_INSTRUCTION } from './call-tool.ts';
import type { ToolSearchOutput } from './tool-search-tool.ts';

/** A found tool as a search with declarations shows it: what its declaration would have carried. */
export type FoundTool = { name: string; description: string; inputSchema: Record<string, unknown> };

/**
 * What tool_search answers where the tool list never grows: the found tools with their input schemas, the rules,
 * and to use call_tool. `alreadyLoaded` names the tools found whose declarations the conversation already holds.
 */
export type StableToolSearchOutput = Omit<ToolSearchOutput, 'tools'> & { tools: FoundTool[]; alreadyLoaded?: string[] };

/**
 * tool_search's answer for a model whose tool list never grows (an MCP client on the stable surface, the chat with
 * inline tool loading): each name becomes the declaration the growing list would have sent (description and input
 * schema, enums filled), so the model can call it through call_tool. Tools in `loadedBefore` (declared by an
 * earlier answer the model still sees) are only named. An error answer passes through.
 */
export function toStableSearchOutput(output: unknown, describe: (name: string) => FoundTool, loadedBefore: readonly string[] = []): unknown {
  if (isToolErrorResult(output)) return output;
  const { tools, rules, instruction } = output as ToolSearchOutput;
  const alreadyLoaded = tools.filter((name) => loadedBefore.includes(name));
  return {
    tools: tools.filter((name) => !loadedBefore.includes(name)).map(describe),
    ...(alreadyLoaded.length > 0 ? { alreadyLoaded } : {}),
    rules,
    instruction: tools.length > 0 ? CALL_TOOL_INSTRUCTION : instruction,
  } satisfies StableToolSearchOutput;
}
