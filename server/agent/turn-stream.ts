import type { UIMessageChunk } from 'ai';
import type { TurnGuard } from '../tool-runtime/turn-guard.ts';

/**
 * The error text `runChatTurn` gives the SDK's ToolChoiceViolationError: the model called a tool in
 * the wrap-up step, where tools are off. The SDK already refused the call; the turn is not broken,
 * so the chunk is dropped and the budget notice tells the editor why the turn stopped.
 */
export const WRAP_UP_TOOL_CALL_REFUSED = 'wrap-up step: tool call refused';

export type RecordedTurn = {
  /** Every chunk the editor received, consecutive text deltas merged. */
  chunks: UIMessageChunk[];
  /** `interrupted` when the stream carried an error or was aborted: a retry continues the turn instead of replaying it. */
  status: 'completed' | 'interrupted';
  approvalsRequested: number;
};

/**
 * Passes a turn's UI message stream through while recording it. When a budget ended the turn and
 * the model's last step said nothing, adds the guard's notice as a final text, so the editor always
 * reads why the turn stopped. `onEnd` runs before the stream closes: once the client has the whole
 * response, the turn is recorded and its lock released.
 */
export function recordTurnStream({ turn, onEnd }: { turn: TurnGuard; onEnd: (recorded: RecordedTurn) => Promise<void> }) {
  const chunks: UIMessageChunk[] = [];
  let interrupted = false;
  /** An error chunk held back until the chunk after it, in case that is the error's metadata. */
  let heldError: UIMessageChunk | undefined;
  let approvalsRequested = 0;
  let textInStep = false;
  const keep = (chunk: UIMessageChunk, controller: TransformStreamDefaultController<UIMessageChunk>) => {
    controller.enqueue(chunk);
    const last = chunks.at(-1);
    if (chunk.type === 'text-delta' && last?.type === 'text-delta' && last.id === chunk.id)
      chunks[chunks.length - 1] = { ...last, delta: last.delta + chunk.delta };
    else chunks.push(chunk);
  };
  return new TransformStream<UIMessageChunk, UIMessageChunk>({
    transform(chunk, controller) {
      if (chunk.type === 'error' && chunk.errorText === WRAP_UP_TOOL_CALL_REFUSED) return;
      // The page stops reading at an error chunk, so the metadata that explains it has to come first.
      if (heldError) {
        const error = heldError;
        heldError = undefined;
        if (chunk.type === 'message-metadata') {
          keep(chunk, controller);
          keep(error, controller);
          return;
        }
        keep(error, controller);
      }
      if (chunk.type === 'error') {
        interrupted = true;
        heldError = chunk;
        return;
      }
      if (chunk.type === 'start-step') textInStep = false;
      if (chunk.type === 'text-delta' && chunk.delta.trim()) textInStep = true;
      if (chunk.type === 'abort') interrupted = true;
      if (chunk.type === 'tool-approval-request') approvalsRequested += 1;
      const notice = chunk.type === 'finish' && !textInStep ? turn.budgetNotice() : undefined;
      if (notice) {
        const id = 'budget-notice';
        for (const part of [
          { type: 'text-start', id },
          { type: 'text-delta', id, delta: notice },
          { type: 'text-end', id },
        ] as const)
          keep(part, controller);
      }
      keep(chunk, controller);
    },
    async flush(controller) {
      if (heldError) keep(heldError, controller);
      await onEnd({ chunks, status: interrupted ? 'interrupted' : 'completed', approvalsRequested });
    },
  });
}

/** A recorded turn streamed again, marked `replayed` in the finish metadata. */
export function replayTurnStream(chunks: readonly unknown[]): ReadableStream<UIMessageChunk> {
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks as UIMessageChunk[]) {
        controller.enqueue(
          chunk.type === 'finish' ? { ...chunk, messageMetadata: { ...(chunk.messageMetadata as object | undefined), replayed: true } } : chunk,
        );
      }
      controller.close();
    },
  });
}
