import { isToolUIPart, type UIMessage } from 'ai';

/** What the editor reads on a tool call the turn ended without finishing (Stop, a model error). */
export const TOOL_CALL_STOPPED = 'stopped before it finished';

/**
 * The conversation as a turn's end leaves it: a tool call still streaming or running (also one the editor
 * approved) can no longer finish, so it is kept as failed, never as running. An approval request still
 * waits for its answer and stays open.
 */
export function settleOpenToolCalls(messages: UIMessage[]): UIMessage[] {
  const isOpen = (part: UIMessage['parts'][number]) =>
    isToolUIPart(part) &&
    (part.state === 'input-streaming' || part.state === 'input-available' || (part.state === 'approval-responded' && part.approval.approved));
  return messages.map((message) =>
    message.parts.some(isOpen)
      ? {
          ...message,
          parts: message.parts.map((part) =>
            isOpen(part) ? ({ ...part, state: 'output-error', errorText: TOOL_CALL_STOPPED } as UIMessage['parts'][number]) : part,
          ),
        }
      : message,
  );
}
