import type { ModelMessage, ToolResultPart } from 'ai';
import { TOOL_SEARCH_NAME } from '../tools/tool-search/tool-search-tool.ts';

/** The id of the exchange that loads a turn's remembered and pre-routed tools; one per request, so always the same. */
export const PRELOADED_TOOLS_CALL_ID = 'wayfinder_preloaded_tools';

/**
 * The messages with the tools the turn starts with (remembered from earlier turns, or pre-routed for the editor's
 * message) loaded right after the editor's latest message, where found tools are loaded in tool results (deferred:
 * references, `deferred-tools.ts`; inline: declarations, `inline-tools.ts`): a tool_search call and `loaded`, its
 * result, as if the model had searched. The declared tool list stays the same; the exchange is rebuilt identically
 * for every step of the request, so each step's prompt extends the last one's. No exchange when `loaded` is undefined.
 */
export function withPreloadedTools(given: readonly ModelMessage[], loaded: ToolResultPart['output'] | undefined): ModelMessage[] {
  // The SDK hands each step the messages the step before it was sent: the exchange added for step 1 comes back.
  const messages = withoutPreloadedTools(given);
  if (loaded === undefined) return messages;
  const latest = messages.findLastIndex((message) => message.role === 'user');
  const exchange: ModelMessage[] = [
    {
      role: 'assistant',
      content: [
        { type: 'tool-call', toolCallId: PRELOADED_TOOLS_CALL_ID, toolName: TOOL_SEARCH_NAME, input: { query: 'tools this conversation already uses' } },
      ],
    },
    { role: 'tool', content: [{ type: 'tool-result', toolCallId: PRELOADED_TOOLS_CALL_ID, toolName: TOOL_SEARCH_NAME, output: loaded }] },
  ];
  return [...messages.slice(0, latest + 1), ...exchange, ...messages.slice(latest + 1)];
}

const isPreloadedPart = (part: unknown) => (part as { toolCallId?: unknown }).toolCallId === PRELOADED_TOOLS_CALL_ID;

function withoutPreloadedTools(messages: readonly ModelMessage[]): ModelMessage[] {
  return messages.flatMap((message): ModelMessage[] => {
    if ((message.role !== 'assistant' && message.role !== 'tool') || typeof message.content === 'string' || !message.content.some(isPreloadedPart)) {
      return [message];
    }
    const content = message.content.filter((part) => !isPreloadedPart(part));
    return content.length > 0 ? [{ ...message, content } as ModelMessage] : [];
  });
}
