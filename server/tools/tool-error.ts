import { CmsError, type FieldProblem, type ToolErrorType, ValidationError } from '../errors/cms-errors.ts';

/** The one shape a failed tool call has for the model. */
export type ToolErrorResult = {
  error: { type: ToolErrorType; message: string; retryable: boolean; fields?: FieldProblem[] };
};

export function toToolError(error: unknown): ToolErrorResult {
  if (error instanceof CmsError) {
    return {
      error: {
        type: error.type,
        message: error.message,
        retryable: error.retryable,
        ...(error instanceof ValidationError ? { fields: error.fields } : {}),
      },
    };
  }
  return {
    error: {
      type: 'INTERNAL',
      message: `Internal error: ${error instanceof Error ? error.message : String(error)}. Do not retry the same call; tell the editor.`,
      retryable: false,
    },
  };
}

export function isToolErrorResult(value: unknown): value is ToolErrorResult {
  return typeof value === 'object' && value !== null && 'error' in value && typeof (value as ToolErrorResult).error?.type === 'string';
}
