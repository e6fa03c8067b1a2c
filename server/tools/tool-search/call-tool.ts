import { z } from 'zod';
import { ValidationError } from '../../errors/cms-errors.ts';
import { toFieldProblems } from '../define-cms-tool.ts';
import { type ToolErrorResult, toToolError } from '../tool-error.ts';

/**
 * tool_search's companion where the declared tool list never grows (MCP's stable surface, the chat's inline tool
 * loading): runs any tool tool_search found. The tool runtime runs the tool it names, as if called directly.
 */
export const CALL_TOOL_NAME = 'call_tool';

// Every word here is paid for on every request of a conversation that declares it: the fields explain themselves.
export const CALL_TOOL_DESCRIPTION = 'Run a tool tool_search found, with arguments as its inputSchema says.';

export const callToolInputSchema = z.object({
  name: z.string().min(1),
  arguments: z.record(z.string(), z.unknown()).default({}),
});

/** What a search tells the model to do with what it found, where found tools run through call_tool. */
export const CALL_TOOL_INSTRUCTION = `Run them with ${CALL_TOOL_NAME} { name, arguments }, following the rules.`;

/** The call a call_tool asks for, or the error envelope naming every bad field of its own arguments. */
export type ParsedCallToolInput = { success: true; name: string; arguments: Record<string, unknown> } | { success: false; output: ToolErrorResult };

export function parseCallToolInput(input: unknown): ParsedCallToolInput {
  const call = callToolInputSchema.safeParse(input ?? {});
  if (!call.success) return { success: false, output: toToolError(new ValidationError({ fields: toFieldProblems(call.error) })) };
  return { success: true, name: call.data.name, arguments: call.data.arguments };
}
