import type { UIMessage } from 'ai';
import type { ChatMessageMetadata } from '../agent/chat-message-metadata.ts';

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
 * An MCP tool call as a message of the conversation, shaped as the chat stores its own tool calls (a finished
 * tool part of an assistant message, its turn in the metadata), so the chat page shows it, and what it
 * changed, like any answer. The client's model said nothing to the editor, so there is no text.
 */
export function toMcpCallMessage({ sessionId, call }: { sessionId: string; call: McpCall }): UIMessage<ChatMessageMetadata> {
  const { turn, toolCallId, client, name, input, output } = call;
  return {
    id: `mcp-${toolCallId}`,
    role: 'assistant',
    metadata: { sessionId, mcpClient: client, ...(turn === undefined ? {} : { turn, turns: [turn] }) },
    parts: [{ type: `tool-${name}`, toolCallId, state: 'output-available', input, output }],
  };
}
