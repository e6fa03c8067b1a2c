import type { UIMessage } from 'ai';

/** One MCP tool call as the conversation keeps it. */
export type McpCall = {
  /** The call's turn, when it was given one (a call that can write: its changes carry it). */
  turn?: number;
  toolCallId: string;
  /** The client's name, as it introduced itself. */
  client: string;
  name: string;
  input: unknown;
  output: unknown;
};

/**
 * The metadata of an MCP call's message: the fields of the chat's `ChatMessageMetadata` it sets (the agent's
 * type; `mcp/` does not import `agent/`, so test/mcp/mcp-conversation-messages.int.test.ts reads them back
 * through the chat page's wire type).
 */
type McpCallMetadata = { sessionId: string; mcpClient: string; turn?: number; turns?: number[] };

/**
 * An MCP tool call as a message of the conversation, shaped as the chat stores its own tool calls (a finished
 * tool part of an assistant message, its turn in the metadata), so the chat page shows it, and what it
 * changed, like any answer. The client's model said nothing to the editor, so there is no text.
 */
export function toMcpCallMessage({ sessionId, call }: { sessionId: string; call: McpCall }): UIMessage<McpCallMetadata> {
  const { turn, toolCallId, client, name, input, output } = call;
  return {
    id: `mcp-${toolCallId}`,
    role: 'assistant',
    metadata: { sessionId, mcpClient: client, ...(turn === undefined ? {} : { turn, turns: [turn] }) },
    parts: [{ type: `tool-${name}`, toolCallId, state: 'output-available', input, output }],
  };
}
