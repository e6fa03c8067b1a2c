/**
 * The failures every layer reports (store, services, tools, guardrails). They sit below all of them;
 * `toToolError` (server/tools/tool-error.ts) turns them into the one shape the model sees.
 * Each message is written as the way out: what was wrong and what to call or pass instead.
 */
export type ToolErrorType =
  | 'VALIDATION'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'PERMISSION'
  | 'TRANSIENT'
  | 'OUTCOME_UNKNOWN'
  | 'INTERNAL'
  // Set by the agent's guardrails, not by tools: the call was not run.
  | 'LOOP_DETECTED'
  | 'BUDGET_EXHAUSTED';

export type FieldProblem = { field: string; message: string };

export abstract class CmsError extends Error {
  abstract readonly type: ToolErrorType;
  readonly retryable: boolean = false;
}

export class ValidationError extends CmsError {
  readonly type = 'VALIDATION';
  constructor(
    readonly fields: FieldProblem[],
    message = describeFields(fields),
  ) {
    super(message);
  }
}

export class NotFoundError extends CmsError {
  readonly type = 'NOT_FOUND';
  constructor({ entity, key, message }: { entity: string; key: string | number; message?: string }) {
    super(message ?? `No ${entity} "${key}".`);
  }
}

export class ConflictError extends CmsError {
  readonly type = 'CONFLICT';
}

export class PermissionError extends CmsError {
  readonly type = 'PERMISSION';
}

export class TransientError extends CmsError {
  readonly type = 'TRANSIENT';
  override readonly retryable = true;
}

/** A write that was stopped (a timeout) after it may already have taken effect: repeating it could do it twice. */
export class OutcomeUnknownError extends CmsError {
  readonly type = 'OUTCOME_UNKNOWN';
}

/** A service the tool needs is not configured: the message names the variable to set. */
export class NotConfiguredError extends CmsError {
  readonly type = 'PERMISSION';
  constructor(variable: string, purpose: string) {
    super(`${purpose} is not configured: set ${variable} in the server's environment. Tell the editor; retrying will not help.`);
  }
}

export function describeFields(fields: FieldProblem[]): string {
  return `Invalid input: ${fields.map((problem) => `${problem.field || '(input)'}: ${problem.message}`).join('; ')}`;
}

/** Why a call was refused before it ran: no such tool, or one the conversation has not discovered yet. */
export class ToolNotAvailableError extends CmsError {
  readonly type = 'NOT_FOUND';
  constructor(
    readonly toolName: string,
    readonly reason: 'unknown' | 'not-discovered',
    /** The tools the caller may call now, in the order they were offered. */
    readonly availableTools: readonly string[],
  ) {
    super(
      reason === 'unknown'
        ? `No tool "${toolName}". The tools you can call now: ${availableTools.join(', ')}. Call tool_search with what you need to do to find others.`
        : `${toolName} is not in this conversation's tool list yet. Call tool_search first, describing what you need to do; the tools it finds are added to the list.`,
    );
  }
}

/** A tool that needs the editor's yes did not get it, so it did not run. */
export class NotConfirmedError extends CmsError {
  readonly type = 'PERMISSION';
  constructor(
    readonly toolName: string,
    /** unsupported: the client cannot ask; declined / cancelled: the editor said no or closed the question; failed: asking went wrong. */
    readonly reason: 'unsupported' | 'declined' | 'cancelled' | 'failed',
  ) {
    super(
      {
        unsupported: `${toolName} needs the editor's confirmation, and this client cannot ask for it (it does not support MCP elicitation). Nothing was changed. Tell the editor to do this from a client that supports elicitation, or from Wayfinder's chat page.`,
        declined: `The editor declined ${toolName}: nothing was changed. Do not try again unless the editor asks for it.`,
        cancelled: `The editor closed the confirmation for ${toolName} without answering: nothing was changed. Ask the editor before trying again.`,
        failed: `The confirmation for ${toolName} could not be asked (the client did not answer): nothing was changed. Tell the editor.`,
      }[reason],
    );
  }
}
