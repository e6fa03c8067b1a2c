import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import { isToolErrorResult } from '../tools/tool-error.ts';
import type { ToolSearchOutput } from '../tools/tool-search/tool-search-tool.ts';
import { CALL_TOOL_INSTRUCTION } from './call-tool.ts';

/** A found tool as a stable-surface search shows it: what its declaration would have carried. */
export type FoundTool = Pick<Tool, 'name' | 'description' | 'inputSchema'>;

/** What tool_search answers on the stable surface: the found tools with their input schemas, the rules, and to use call_tool. */
export type StableToolSearchOutput = Omit<ToolSearchOutput, 'tools'> & { tools: FoundTool[] };

/**
 * The chat's tool_search answer for a client whose tool list never grows: each name becomes the
 * declaration the growing list would have sent (description and input schema, enums filled), so the
 * model can call it through call_tool. An error answer passes through.
 */
export function toStableSearchOutput(output: unknown, describe: (name: string) => FoundTool): unknown {
  if (isToolErrorResult(output)) return output;
  const { tools, rules, instruction } = output as ToolSearchOutput;
  return { tools: tools.map(describe), rules, instruction: tools.length > 0 ? CALL_TOOL_INSTRUCTION : instruction } satisfies StableToolSearchOutput;
}
