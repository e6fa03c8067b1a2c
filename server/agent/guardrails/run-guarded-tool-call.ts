import type { Metrics } from '../../services/metrics/metrics.ts';
import type { ToolCallOutcome } from '../../services/turn-history/turn-history.ts';
import { type ReportInternalError, toToolError } from '../../tools/tool-error.ts';
import { contentHash } from './content-hash.ts';
import { runWithTimeout } from './run-with-timeout.ts';
import type { TurnGuard } from './turn-guard.ts';

/** What guarded tool calls share across turns: where metrics go and how long a call may take. */
export type ToolCallGuardrails = {
  metrics: Metrics;
  toolTimeoutMs: number;
  /** Runs work as one database transaction (the store's `atomically`): a write and its record commit together. */
  atomically?: <T>(work: () => Promise<T>) => Promise<T>;
};

export type TraceEvents = { start: 'tool_call' | 'tool_discovery_start'; result: 'tool_result' | 'tool_discovery_result' };
const TOOL_EVENTS: TraceEvents = { start: 'tool_call', result: 'tool_result' };

const ALREADY_DONE = 'This exact call already succeeded in an earlier, interrupted attempt of this request; this is its result. It was not run again.';

/**
 * Every tool call of a turn goes through here: the loop and budget checks, the replay of a write a
 * retried request already did, the timeout, the trace events (arguments only as a hash: no content
 * in logs) and the metrics. Like `runCmsTool`, it never throws: failures come back as `{ error }`.
 */
export async function runGuardedToolCall({
  tool,
  input,
  turn,
  guardrails,
  abortSignal,
  write = false,
  localWrite = false,
  events = TOOL_EVENTS,
  startDetails,
  resultDetails,
  execute,
}: {
  tool: string;
  input: unknown;
  turn: TurnGuard;
  guardrails: ToolCallGuardrails;
  abortSignal?: AbortSignal;
  /** The tool changes something: its success is kept so a retried request does not run it again. */
  write?: boolean;
  /**
   * The write touches only the CMS database (no network): it runs in one transaction with its record,
   * so a crash at the commit leaves both or neither and a retry answers from the record.
   */
  localWrite?: boolean;
  events?: TraceEvents;
  startDetails?: Record<string, unknown>;
  /** Read after the call, for fields only the execution knows (tool_search: path, tools found). */
  resultDetails?: () => Record<string, unknown>;
  /** Runs the tool; an unexpected failure it turns into a reference is reported for the log. */
  execute: (signal: AbortSignal, reportInternalError: ReportInternalError) => Promise<unknown>;
}): Promise<unknown> {
  const { metrics, toolTimeoutMs } = guardrails;
  const argumentsHash = contentHash(input ?? {});

  const finish = async (output: unknown, { outcome, durationMs }: { outcome?: Extract<ToolCallOutcome, 'refused' | 'replayed'>; durationMs?: number } = {}) => {
    const settled = await turn.settle({ tool, argumentsHash, output, outcome, write });
    const characters = JSON.stringify(settled.output)?.length ?? 0;
    const estimatedTokens = Math.ceil(characters / 4);
    const { errorType } = settled.call;
    metrics.toolCalls.inc({ tool, outcome: settled.call.outcome });
    if (errorType) metrics.toolErrors.inc({ tool, type: errorType });
    metrics.toolResponseCharacters.observe({ tool }, characters);
    metrics.toolResponseTokens.observe({ tool }, estimatedTokens);
    turn.log.info(
      { event: events.result, tool, argumentsHash, outcome: settled.call.outcome, errorType, durationMs, characters, estimatedTokens, ...resultDetails?.() },
      events.result,
    );
    return settled.output;
  };

  const refusal = turn.admit(tool, argumentsHash);
  if (refusal) {
    if (refusal.error.type === 'LOOP_DETECTED') metrics.loopDetections.inc({ tool });
    return finish(refusal, { outcome: 'refused' });
  }
  const earlierWrite = write ? turn.takeCompletedWrite(tool, argumentsHash) : undefined;
  if (earlierWrite) {
    const output =
      earlierWrite.output && typeof earlierWrite.output === 'object' && !Array.isArray(earlierWrite.output)
        ? { ...earlierWrite.output, alreadyDone: ALREADY_DONE }
        : { result: earlierWrite.output, alreadyDone: ALREADY_DONE };
    return finish(output, { outcome: 'replayed' });
  }

  turn.log.info({ event: events.start, tool, argumentsHash, ...startDetails }, events.start);
  const started = performance.now();
  // The detail (an SQLite or file-system message) goes to the log only; the model gets the reference.
  const reportInternalError: ReportInternalError = (error, reference) =>
    turn.log.error({ event: 'tool_internal_error', tool, reference, err: error }, 'tool_internal_error');
  if (localWrite && guardrails.atomically) {
    // No deadline inside the transaction: a database write does not hang on the network, and work
    // left running after a deadline could write outside the rolled-back transaction.
    return guardrails.atomically(async () => {
      const output = await execute(abortSignal ?? new AbortController().signal, reportInternalError).catch((error: unknown) =>
        toToolError(error, reportInternalError),
      );
      return finish(output, { durationMs: Math.round(performance.now() - started) });
    });
  }
  let output: unknown;
  try {
    output = await runWithTimeout({
      work: (signal) => execute(signal, reportInternalError),
      timeoutMs: toolTimeoutMs,
      signal: abortSignal,
      label: tool,
      write,
    });
  } catch (error) {
    output = toToolError(error, reportInternalError);
  }
  return finish(output, { durationMs: Math.round(performance.now() - started) });
}
