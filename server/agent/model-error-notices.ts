import { ToolChoiceViolationError } from 'ai';
import type { Logger } from '../logger.ts';
import { describeModelError } from './describe-model-error.ts';
import { WRAP_UP_TOOL_CALL_REFUSED } from './turn-stream.ts';

/**
 * The stream's error handler for one turn: what the editor reads for each error, each new failure logged once.
 * A tool call refused on the wrap-up step is no failure; the SDK hands the text it streamed back once more,
 * which is not a new failure either.
 */
export function modelErrorNotices({ log }: { log: Pick<Logger, 'warn'> }): (error: unknown) => string {
  const noticesGiven = new Set<string>();
  return (error) => {
    if (ToolChoiceViolationError.isInstance(error)) return WRAP_UP_TOOL_CALL_REFUSED;
    if (error instanceof Error && noticesGiven.has(error.message)) return error.message;
    const { status, ...notice } = describeModelError(error);
    noticesGiven.add(notice.message);
    // One line: kind, status, and the error's name and message cut short. SDK errors carry the request
    // body (the conversation) in other fields, which stay out of the log.
    const detail = error instanceof Error ? { name: error.name, message: error.message.slice(0, 300) } : String(error).slice(0, 300);
    log.warn({ event: 'turn_error', kind: notice.kind, status, error: detail }, 'turn_error');
    return notice.message;
  };
}
