import { describe, expect, it } from 'vitest';
import { runWithTimeout } from '../../server/tool-runtime/run-with-timeout.ts';
import { TransientError } from '../../server/errors/cms-errors.ts';

describe('runWithTimeout', () => {
  it('returns what the work returns in time', async () => {
    expect(await runWithTimeout({ work: async () => 'done', timeoutMs: 1000, label: 'fast_tool' })).toBe('done');
  });

  it('stops slow work with a retryable TransientError naming it, and aborts its signal', async () => {
    let seen: AbortSignal | undefined;
    const never = (signal: AbortSignal) => {
      seen = signal;
      return new Promise<never>(() => {});
    };
    const failure = runWithTimeout({ work: never, timeoutMs: 20, label: 'slow_tool' });
    await expect(failure).rejects.toBeInstanceOf(TransientError);
    await expect(failure).rejects.toThrow(/slow_tool did not finish within 20 ms/);
    expect(seen?.aborted).toBe(true);
  });

  it('leaves no unhandled rejection when the work fails after the deadline', async () => {
    let failLate!: (error: Error) => void;
    const late = () => new Promise<never>((_resolve, reject) => (failLate = reject));
    await expect(runWithTimeout({ work: late, timeoutMs: 10, label: 'late_tool' })).rejects.toBeInstanceOf(TransientError);
    failLate(new Error('too late'));
    // vitest fails the run on an unhandled rejection, which Node reports once the microtasks have run.
    await new Promise((resolve) => setImmediate(resolve));
  });

  it("passes the caller's cancellation on to the work", async () => {
    const caller = new AbortController();
    let seen: AbortSignal | undefined;
    const work = runWithTimeout({
      work: async (signal) => {
        seen = signal;
        return 'started';
      },
      timeoutMs: 1000,
      signal: caller.signal,
      label: 'tool',
    });
    await work;
    caller.abort();
    expect(seen?.aborted).toBe(true);
  });
});
