import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import type { z } from 'zod';
import { toDiscoveryInputSchema, toFoundTool } from '../tool-runtime/to-model-input-schema.ts';
import { type CatalogueTool, isExternalTool } from '../tools/catalogue-tool.ts';
import type { SchemaChoices } from '../tools/define-cms-tool.ts';
import type { ToolMetadata } from '../tools/tool-search/tool-metadata.ts';
import { TOOL_SEARCH_DESCRIPTION, TOOL_SEARCH_NAME, toolSearchInputSchema } from '../tools/tool-search/tool-search-tool.ts';
import { CALL_TOOL_DESCRIPTION, CALL_TOOL_NAME, callToolInputSchema } from '../tools/tool-search/call-tool.ts';
import { toolAnnotations } from './tool-annotations.ts';

/**
 * A tool as tools/list shows it: the description and input schema the chat's model sees (enums
 * filled from the database now), plus the annotations. The title is in the annotations only: it is
 * for people, and every field here is paid for in the client's prompt. An external server's tool
 * keeps that server's own annotations.
 */
export function toMcpTool({ tool, metadata, choices }: { tool: CatalogueTool; metadata: ToolMetadata; choices: SchemaChoices }): Tool {
  return {
    ...(toFoundTool(tool, choices) as Pick<Tool, 'name' | 'description' | 'inputSchema'>),
    annotations: isExternalTool(tool) ? tool.annotations : toolAnnotations(metadata, { asksPerCall: tool.approvalFor !== undefined }),
  };
}

const mcpInputSchema = (schema: z.ZodType) => toDiscoveryInputSchema(schema) as Tool['inputSchema'];

/** tool_search as tools/list shows it: always first, the one tool a conversation starts with. */
export function toolSearchMcpTool(): Tool {
  return {
    name: TOOL_SEARCH_NAME,
    description: TOOL_SEARCH_DESCRIPTION,
    inputSchema: mcpInputSchema(toolSearchInputSchema),
    // It changes the tool list, never the site.
    annotations: { title: 'Find tools', readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false },
  };
}

/**
 * call_tool as tools/list shows it: second on the stable surface. Its hints are the widest of the tools
 * it may run (it may delete, or reach the web); the person is asked about each destructive call anyway.
 */
export function callToolMcpTool(): Tool {
  return {
    name: CALL_TOOL_NAME,
    description: CALL_TOOL_DESCRIPTION,
    inputSchema: mcpInputSchema(callToolInputSchema),
    annotations: { title: 'Run a found tool', readOnlyHint: false, destructiveHint: true, idempotentHint: false, openWorldHint: true },
  };
}
