import type { JSONSchema7 } from 'ai';
import { z } from 'zod';
import type { FoundTool } from '../tools/tool-search/stable-search-output.ts';
import type { CatalogueTool } from '../tools/catalogue-tool.ts';
import { type CmsToolDefinition, type SchemaChoices, toolInputJsonSchema } from '../tools/define-cms-tool.ts';
import { compactJsonSchema } from './compact-json-schema.ts';

/** The JSON schema a model sees for a tool (the chat's and an MCP client's alike), with today's database choices as enums. */
export function toModelInputSchema(tool: CmsToolDefinition, choices: SchemaChoices): JSONSchema7 {
  return compactJsonSchema(toolInputJsonSchema(tool, choices));
}

/** A found tool's declaration as a search answer carries it where the tool list never grows: what declaring it would send. */
export function toFoundTool(tool: CatalogueTool, choices: SchemaChoices): FoundTool {
  return { name: tool.name, description: tool.description, inputSchema: toModelInputSchema(tool, choices) as FoundTool['inputSchema'] };
}

/** The JSON schema a model sees for one of the discovery tools themselves (tool_search, call_tool), written in zod. */
export function toDiscoveryInputSchema(schema: z.ZodType): JSONSchema7 {
  const { $schema: _draft, ...inputSchema } = z.toJSONSchema(schema, { io: 'input' });
  return compactJsonSchema(inputSchema) as JSONSchema7;
}
