import type { JSONSchema7 } from 'ai';
import { z } from 'zod';
import { type CmsTool, resolveInputSchema, type SchemaChoices } from '../tools/define-cms-tool.ts';
import { compactJsonSchema } from './compact-json-schema.ts';

/** The JSON schema a model sees for a tool (the chat's and an MCP client's alike), with today's database choices as enums. */
export function toModelInputSchema(cmsTool: CmsTool, choices: SchemaChoices): JSONSchema7 {
  const { $schema: _draft, ...schema } = z.toJSONSchema(resolveInputSchema(cmsTool, choices), { io: 'input', unrepresentable: 'any' });
  return compactJsonSchema(schema) as JSONSchema7;
}
