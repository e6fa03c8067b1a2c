import { tool } from 'ai';
import { z } from 'zod';
import type { ToolDiscovery, ToolSearchResult } from './tool-discovery.ts';

export const TOOL_SEARCH_NAME = 'tool_search';

export const toolSearchOutputSchema = z.object({
  tools: z.array(z.object({ name: z.string(), description: z.string() })),
  rules: z.string(),
  instruction: z.string(),
});
export type ToolSearchOutput = z.infer<typeof toolSearchOutputSchema>;

export const toolSearchInputSchema = z.object({
  query: z.string().trim().min(2).max(500).describe('What you need to do, in a few English words, e.g. "add an image to a page section".'),
  limit: z.number().int().min(1).max(10).default(5).describe('How many tools to return, 1-10. Default 5.'),
});
export type ToolSearchInput = z.infer<typeof toolSearchInputSchema>;

const FOUND_INSTRUCTION =
  'These tools are now available: call them directly in your next step, following the rules. Search again if you need a capability they do not cover.';
const NOTHING_FOUND_INSTRUCTION =
  'No tool matched. If the request needs the CMS, search again describing the capability in plain English words (e.g. "change the text of a page section", "find an image by what it shows", "publish a blog post"). If no tool is needed, answer the editor directly.';

/**
 * The one tool the agent starts with. An ordinary AI SDK tool (not the SDK's built-in
 * `toolSearch()`), because what it finds must outlive the turn in the session's working memory.
 */
export function createToolSearchTool({ discovery }: { discovery: ToolDiscovery }) {
  return tool({
    description:
      'Find the tools you need for the editor\'s request. Describe the capability in a few English words, whatever the editor\'s language ("update hero heading text", "find image of mountains", "unpublish a post"); you get matching tools plus rules for using them. Call again for other capabilities. Do not call it when you can answer without the CMS.',
    inputSchema: toolSearchInputSchema,
    outputSchema: toolSearchOutputSchema,
    execute: async ({ query, limit }): Promise<ToolSearchOutput> => toToolSearchOutput(await discovery.search({ query, limit })),
  });
}

/** What the model reads for a search: the tools, their rules, and what to do next. */
export function toToolSearchOutput(result: ToolSearchResult): ToolSearchOutput {
  return {
    tools: result.tools,
    rules: result.rules,
    instruction: result.tools.length > 0 ? FOUND_INSTRUCTION : NOTHING_FOUND_INSTRUCTION,
  };
}
