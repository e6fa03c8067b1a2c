import type { ClientCapabilities } from '@modelcontextprotocol/sdk/types.js';

/**
 * The client capability (an MCP extension, keyed vendor/name) by which a client says it re-lists tools
 * when told `notifications/tools/list_changed`. MCP has no standard capability for that, and many
 * clients drop the notification (the AI SDK's logs "Unsupported message type"), so the growing list
 * is what a client asks for, not what it gets by default.
 */
export const GROWING_TOOL_LIST_EXTENSION = 'wayfinder/growing-tool-list';

/**
 * How a session offers the tools it discovers.
 * - `stable`: the list is `tool_search` and `call_tool` for good; a search answers with the found
 *   tools' input schemas and `call_tool` runs them. Works in every client.
 * - `growing`: a search appends the found tools to the list and announces it with `list_changed`;
 *   the client calls them directly. For clients that declared GROWING_TOOL_LIST_EXTENSION.
 */
export type ToolSurface = 'stable' | 'growing';

/** The surface a client gets, decided from what it declared at initialize. */
export function toolSurfaceFor(capabilities: ClientCapabilities | undefined): ToolSurface {
  return capabilities?.extensions?.[GROWING_TOOL_LIST_EXTENSION] ? 'growing' : 'stable';
}
