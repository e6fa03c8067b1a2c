import { z } from 'zod';

/** The stable surface's second tool: runs any tool tool_search found, for clients whose list never grows. */
export const CALL_TOOL_NAME = 'call_tool';

// Every word here is paid for on every request of a stable-surface session: the fields explain themselves.
export const CALL_TOOL_DESCRIPTION = 'Run a tool tool_search found, with arguments as its inputSchema says.';

export const callToolInputSchema = z.object({
  name: z.string().min(1),
  arguments: z.record(z.string(), z.unknown()).default({}),
});

/** What a stable-surface search tells the model to do with what it found. */
export const CALL_TOOL_INSTRUCTION = `Run these tools with ${CALL_TOOL_NAME} { name, arguments }, arguments as each inputSchema says, following the rules.`;
