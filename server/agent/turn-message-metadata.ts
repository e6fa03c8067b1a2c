import { type LanguageModelUsage, type TextStreamPart, ToolChoiceViolationError, type ToolSet, type UIMessage } from 'ai';
import type { ChatMessageMetadata } from './chat-message-metadata.ts';
import type { ChatRequestInput } from './chat-request.ts';
import { describeModelError } from './describe-model-error.ts';

type Usage = NonNullable<ChatMessageMetadata['usage']>;

/** Token counts of two requests of one message added up; a count neither has stays absent. */
export function addUsage(earlier: Usage | undefined, now: LanguageModelUsage | undefined): Usage {
  const add = (left: number | undefined, right: number | undefined) => (left === undefined && right === undefined ? undefined : (left ?? 0) + (right ?? 0));
  return {
    inputTokens: add(earlier?.inputTokens, now?.inputTokens),
    outputTokens: add(earlier?.outputTokens, now?.outputTokens),
    totalTokens: add(earlier?.totalTokens, now?.totalTokens),
  };
}

/** Answering approvals continues the last assistant message: its metadata so far, or undefined for any other request. */
export function continuedMessage({ input, messages }: { input: ChatRequestInput; messages: readonly UIMessage[] }): ChatMessageMetadata | undefined {
  return input.kind === 'approvals' ? (messages.at(-1)?.metadata as ChatMessageMetadata | undefined) : undefined;
}

/** Every turn that added to the message, this one last: a continued message keeps the turns before it. */
export function turnsOfMessage({ continued, turn }: { continued: ChatMessageMetadata | undefined; turn: number }): number[] {
  return [...(continued?.turns ?? (continued?.turn !== undefined ? [continued.turn] : [])), turn];
}

/**
 * The metadata a stream part adds to the assistant message: who and which turns at the start, what the editor
 * reads on a model error, that the editor stopped it, and at the finish the declared tools and the tokens of the
 * whole message (a continued message's earlier tokens included). Other parts add nothing.
 */
export function turnMessageMetadata({
  part,
  sessionId,
  turn,
  turns,
  continued,
  activeTools,
}: {
  part: TextStreamPart<ToolSet>;
  sessionId: string;
  turn: number;
  turns: number[];
  continued: ChatMessageMetadata | undefined;
  /** The tools declared by the end of the turn; asked at the finish only. */
  activeTools: () => string[];
}): ChatMessageMetadata | undefined {
  const base = { sessionId, turn, turns };
  if (part.type === 'start') return base;
  // Emitted right after the error chunk; recordTurnStream sends it first, as the page stops reading at an error.
  if (part.type === 'error' && !ToolChoiceViolationError.isInstance(part.error)) {
    const { status: _status, ...modelError } = describeModelError(part.error);
    return { ...base, modelError };
  }
  if (part.type === 'abort') return { ...base, stopped: true };
  if (part.type !== 'finish') return undefined;
  return { ...base, activeTools: activeTools(), usage: addUsage(continued?.usage, part.totalUsage) };
}
