import { type CmsToolDefinition, parseToolInput, type SchemaChoices, type ToolCallContext } from './define-cms-tool.ts';
import { ValidationError } from '../errors/cms-errors.ts';
import { type ReportInternalError, toToolError } from './tool-error.ts';

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
    const parsed = parseToolInput(tool, choices, rawInput);
    if (!parsed.success) throw new ValidationError({ fields: parsed.problems });
    return await tool.execute(parsed.data, context);
  } catch (error) {
    return toToolError(error, reportInternalError);
  }
}
