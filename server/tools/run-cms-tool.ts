import type { z } from 'zod';
import { type CmsToolDefinition, resolveInputSchema, type SchemaChoices, type ToolCallContext } from './define-cms-tool.ts';
import { type FieldProblem, ValidationError } from '../errors/cms-errors.ts';
import { type ReportInternalError, toToolError } from './tool-error.ts';

export function toFieldProblems(error: z.ZodError): FieldProblem[] {
  return error.issues.map((issue) => ({ field: issue.path.map(String).join('.'), message: issue.message }));
}

/**
 * The one boundary between the model and a tool: validates the raw arguments against the schema
 * (every bad field named at once), runs the tool, and turns any failure into `{ error }`.
 * Nothing escapes as an exception into the agent loop.
 */
export async function runCmsTool(
  tool: CmsToolDefinition,
  rawInput: unknown,
  { choices, context, reportInternalError }: { choices: SchemaChoices; context: ToolCallContext; reportInternalError?: ReportInternalError },
): Promise<unknown> {
  try {
    const parsed = resolveInputSchema(tool, choices).safeParse(rawInput ?? {});
    if (!parsed.success) throw new ValidationError({ fields: toFieldProblems(parsed.error) });
    return await tool.execute(parsed.data, context);
  } catch (error) {
    return toToolError(error, reportInternalError);
  }
}
