import { OutcomeUnknownError, TransientError } from '../errors/cms-errors.ts';

/**
 * Runs `work` with a deadline. At the deadline the work's signal aborts (tools that pass it on stop
 * their requests) and the call rejects: with a retryable TransientError for work that only reads, with
 * a non-retryable OutcomeUnknownError for a write (it may commit or send after all, so a retry could do
 * it twice). Whatever the work does later is ignored, and a late rejection is caught here.
 */
export async function runWithTimeout<T>({
  work,
  timeoutMs,
  signal,
  label,
  write = false,
}: {
  work: (signal: AbortSignal) => Promise<T>;
  timeoutMs: number;
  /** The caller's own cancellation (the chat request's), combined with the deadline. */
  signal?: AbortSignal;
  /** Names the work in the error, e.g. the tool name. */
  label: string;
  /** Whether the work changes something (a CMS write, a POST): then a timeout does not mean it did not happen. */
  write?: boolean;
}): Promise<T> {
  const deadline = new AbortController();
  const running = work(signal ? AbortSignal.any([signal, deadline.signal]) : deadline.signal);
  running.catch(() => {});
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      const error = write
        ? new OutcomeUnknownError(
            `${label} did not finish within ${formatDuration(timeoutMs)} and was stopped, but it may have taken effect. Do not call it again: ` +
              'check first whether the change is there (read the item back), then tell the editor what you found.',
          )
        : new TransientError(
            `${label} did not finish within ${formatDuration(timeoutMs)} and was stopped. Try once more; if it times out again, tell the editor the service is slow or unreachable.`,
          );
      deadline.abort(error);
      reject(error);
    }, timeoutMs);
  });
  try {
    return await Promise.race([running, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}

function formatDuration(milliseconds: number): string {
  return milliseconds >= 1000 ? `${milliseconds / 1000} s` : `${milliseconds} ms`;
}
