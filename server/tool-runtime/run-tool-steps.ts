import type { Logger } from '../logger.ts';
import type { Metrics } from '../services/metrics/metrics.ts';
import type { ToolCallOutcome } from '../conversations/turn-history/turn-history.ts';
import { type ReportInternalError, type ToolErrorResult, toToolError } from '../tools/tool-error.ts';
import { boundResult } from './bound-result.ts';
import { clipForLog } from './clip-for-log.ts';
import { contentHash } from './content-hash.ts';
import { runWithTimeout } from './run-with-timeout.ts';
import { classifyToolCall, type TurnGuard } from './turn-guard.ts';

/** What every call shares, whichever surface made it: where metrics go, how long a call may take, the store's transactions. */
export type ToolStepsDependencies = {
  metrics: Metrics;
  toolTimeoutMs: number;
  /** Runs work as one database transaction (the store's `atomically`): a write and its record commit together. */
  atomically?: <T>(work: () => Promise<T>) => Promise<T>;
  /** Whether a name is a real tool; a client can send any name, and only real ones become metric labels. */
  isKnownTool: (name: string) => boolean;
  /** The most characters of JSON one result may hand the model; longer ones are cut (`boundResult`). */
  maxResultCharacters: number;
};

export type TraceEvents = { start: 'tool_call' | 'tool_discovery_start'; result: 'tool_result' | 'tool_discovery_result' };
const TOOL_EVENTS: TraceEvents = { start: 'tool_call', result: 'tool_result' };

/** The metric label of a name no tool has. */
export const UNKNOWN_TOOL_LABEL = '(unknown)';

/** Why a call stops before it runs: refused (not available, not approved) or failed (invalid arguments). */
export type CallStopped = { output: ToolErrorResult; refused?: boolean };

export type ToolStepsRequest = {
  name: string;
  input: unknown;
  /** Trace lines go here: a logger carrying the surface's fields (the chat's conversation and turn, the MCP session). */
  log: Logger;
  /** The turn's guard: loops, budgets and the write-once record. Absent where there are no turns (MCP). */
  guard?: TurnGuard;
  /** The caller's cancellation (the chat request's, the MCP client's). */
  signal?: AbortSignal;
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
  /** The checks before running, outside the deadline (an approval may take minutes): a reason to stop, or undefined to run. */
  prepare?: () => Promise<CallStopped | undefined>;
  /** Runs the tool; an unexpected failure it turns into a reference is reported for the log. */
  execute: (signal: AbortSignal, reportInternalError: ReportInternalError) => Promise<unknown>;
};

/**
 * Logs an unexpected failure's detail (an SQLite or file-system message) under the reference the
 * caller is given instead: the model and the editor quote it, and the log has the rest.
 */
export function internalErrorReporter(log: Logger, tool: string): ReportInternalError {
  return (error, reference) => log.error({ event: 'tool_internal_error', tool: clipForLog(tool), reference, err: error }, 'tool_internal_error');
}

const ALREADY_DONE = 'This exact call already succeeded in an earlier, interrupted attempt of this request; this is its result. It was not run again.';

/**
 * The steps around every tool call, in order: the guard (loops, budgets), the replay of a write a
 * retried request already did, the trace line, the checks before running (availability, validation,
 * approval), the timeout or the write's transaction, the error reference of an unexpected failure
 * (its detail logged under that reference), the result's size bound, the record, the metrics and the
 * result's trace line.
 * Arguments reach the log only as a hash, client-chosen names cut short. Never throws: failures come
 * back as `{ error }`.
 */
export async function runToolSteps(dependencies: ToolStepsDependencies, request: ToolStepsRequest): Promise<unknown> {
  const { metrics, toolTimeoutMs, atomically, isKnownTool, maxResultCharacters } = dependencies;
  const { name, input, log, guard, signal, write = false, localWrite = false, events = TOOL_EVENTS, startDetails, resultDetails, prepare, execute } = request;
  const argumentsHash = contentHash(input ?? {});
  const label = isKnownTool(name) ? name : UNKNOWN_TOOL_LABEL;
  const logged = { tool: clipForLog(name), argumentsHash };
  const started = performance.now();

  const finish = async (output: unknown, { outcome, timed = true }: { outcome?: Extract<ToolCallOutcome, 'refused' | 'replayed'>; timed?: boolean } = {}) => {
    const settled = guard
      ? await guard.settle({ tool: name, argumentsHash, output, outcome, write })
      : { output, call: classifyToolCall({ tool: name, argumentsHash, output, outcome }) };
    const characters = JSON.stringify(settled.output)?.length ?? 0;
    const estimatedTokens = Math.ceil(characters / 4);
    const { errorType } = settled.call;
    metrics.toolCalls.inc({ tool: label, outcome: settled.call.outcome });
    if (errorType) metrics.toolErrors.inc({ tool: label, type: errorType });
    metrics.toolResponseCharacters.observe({ tool: label }, characters);
    metrics.toolResponseTokens.observe({ tool: label }, estimatedTokens);
    const durationMs = timed ? Math.round(performance.now() - started) : undefined;
    log.info(
      { event: events.result, ...logged, outcome: settled.call.outcome, errorType, durationMs, characters, estimatedTokens, ...resultDetails?.() },
      events.result,
    );
    return settled.output;
  };

  const refusal = guard?.admit(name, argumentsHash);
  if (refusal) {
    if (refusal.error.type === 'LOOP_DETECTED') metrics.loopDetections.inc({ tool: label });
    return finish(refusal, { outcome: 'refused', timed: false });
  }
  const earlierWrite = write ? guard?.takeCompletedWrite(name, argumentsHash) : undefined;
  if (earlierWrite) {
    const output =
      earlierWrite.output && typeof earlierWrite.output === 'object' && !Array.isArray(earlierWrite.output)
        ? { ...earlierWrite.output, alreadyDone: ALREADY_DONE }
        : { result: earlierWrite.output, alreadyDone: ALREADY_DONE };
    return finish(output, { outcome: 'replayed', timed: false });
  }

  log.info({ event: events.start, ...logged, ...startDetails }, events.start);
  const reportInternalError = internalErrorReporter(log, name);

  try {
    const stopped = await prepare?.();
    if (stopped) return finish(stopped.output, stopped.refused ? { outcome: 'refused' } : {});
  } catch (error) {
    return finish(toToolError(error, reportInternalError));
  }
  if (localWrite && atomically) {
    // No deadline inside the transaction: a database write does not hang on the network, and work
    // left running after a deadline could write outside the rolled-back transaction.
    return atomically(async () => {
      const output = await execute(signal ?? new AbortController().signal, reportInternalError).catch((error: unknown) =>
        toToolError(error, reportInternalError),
      );
      return finish(boundResult(output, maxResultCharacters));
    });
  }
  let output: unknown;
  try {
    output = boundResult(
      await runWithTimeout({ work: (deadline) => execute(deadline, reportInternalError), timeoutMs: toolTimeoutMs, signal, label: name, write }),
      maxResultCharacters,
    );
  } catch (error) {
    output = toToolError(error, reportInternalError);
  }
  return finish(output);
}
