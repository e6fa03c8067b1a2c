import { randomUUID } from 'node:crypto';
import { CmsError, type FieldProblem, type ToolErrorType, ValidationError } from '../errors/cms-errors.ts';

/** The one shape a failed tool call has for the model. */
export type ToolErrorResult = {
  error: { type: ToolErrorType; message: string; retryable: boolean; fields?: readonly FieldProblem[] };
};

/** Hears an unexpected failure with the reference the model and the editor were given, to log its detail. */
export type ReportInternalError = (error: unknown, reference: string) => void;

/**
 * The model-facing form of any failure. Typed errors carry their own message. Anything else is a fault
 * whose message may name files, SQL or hosts: the model and the editor get a reference to quote, and
 * `reportInternalError` gets the detail under the same reference for the log.
 */
export function toToolError(error: unknown, reportInternalError: ReportInternalError = () => {}): ToolErrorResult {
  if (CmsError.isInstance(error)) {
    return {
      error: {
        type: error.type,
        message: error.message,
        retryable: error.retryable,
        ...(ValidationError.isInstance(error) ? { fields: error.fields } : {}),
      },
    };
  }
  const reference = randomUUID().slice(0, 8);
  reportInternalError(error, reference);
  return {
    error: {
      type: 'INTERNAL',
      message: `Internal error (reference ${reference}): the tool failed unexpectedly. Do not retry the same call; tell the editor, quoting the reference.`,
      retryable: false,
    },
  };
}

export function isToolErrorResult(value: unknown): value is ToolErrorResult {
  return typeof value === 'object' && value !== null && 'error' in value && typeof (value as ToolErrorResult).error?.type === 'string';
}
