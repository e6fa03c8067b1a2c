import type { JSONSchema7 } from 'ai';
import { type CmsToolDefinition, type SchemaChoices, toolInputJsonSchema } from '../tools/define-cms-tool.ts';
import { compactJsonSchema } from './compact-json-schema.ts';

/** The JSON schema a model sees for a tool (the chat's and an MCP client's alike), with today's database choices as enums. */
export function toModelInputSchema(tool: CmsToolDefinition, choices: SchemaChoices): JSONSchema7 {
  return compactJsonSchema(toolInputJsonSchema(tool, choices));
}
