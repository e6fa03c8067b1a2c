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
