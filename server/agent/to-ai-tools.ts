import { jsonSchema, type JSONSchema7, tool, type ToolSet } from 'ai';
import { z } from 'zod';
import { type CmsTool, resolveInputSchema, type SchemaChoices, type ToolCallContext } from '../tools/define-cms-tool.ts';
import { runCmsTool } from '../tools/run-cms-tool.ts';

/** What every CMS tool receives per call, through the agent's `toolsContext`. */
export type AgentToolContext = Pick<ToolCallContext, 'sessionId' | 'editor'>;

/** The JSON schema the model sees for a tool, with today's database choices as enums. */
export function toModelInputSchema(cmsTool: CmsTool, choices: SchemaChoices): JSONSchema7 {
  const { $schema: _draft, ...schema } = z.toJSONSchema(resolveInputSchema(cmsTool, choices), { io: 'input', unrepresentable: 'any' });
  return schema as JSONSchema7;
}

/**
 * CMS tools as AI SDK tools. The schema is declared to the model but not enforced by the SDK:
 * `runCmsTool` validates, so invalid arguments come back as one readable error naming every bad
 * field instead of an SDK exception.
 */
export function toAiTools({ tools, choices }: { tools: readonly CmsTool[]; choices: SchemaChoices }): ToolSet {
  return Object.fromEntries(
    tools.map((cmsTool) => [
      cmsTool.name,
      tool({
        description: cmsTool.description,
        inputSchema: jsonSchema<unknown>(toModelInputSchema(cmsTool, choices)),
        execute: (input: unknown, { abortSignal, context }: { abortSignal?: AbortSignal; context: unknown }) =>
          runCmsTool(cmsTool, input, { choices, context: { ...(context as AgentToolContext), abortSignal } }),
      }),
    ]),
  );
}

/** The AI SDK keys tool context by tool name; every CMS tool gets the same per-turn facts. */
export function toolsContextFor(toolNames: readonly string[], context: AgentToolContext): Record<string, AgentToolContext> {
  return Object.fromEntries(toolNames.map((name) => [name, context]));
}
