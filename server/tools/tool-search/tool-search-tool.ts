import { z } from 'zod';
import type { ToolSearchResult } from './tool-search.ts';
import type { Lacking } from './tool-search-engine.ts';

export const TOOL_SEARCH_NAME = 'tool_search';

/**
 * What tool_search answers. Tool names only: their descriptions reach the model with their
 * declarations in the next step, so repeating them here would pay for every description twice.
 */
export type ToolSearchOutput = { tools: string[]; rules: string; instruction: string };

// Queries are asked for in English whatever the editor writes: the model translates, and English
// phrases and the offline embedder are the strongest part of the index.
export const toolSearchInputSchema = z.object({
  query: z.string().trim().min(2).max(500),
});
export type ToolSearchInput = z.infer<typeof toolSearchInputSchema>;

const FOUND_INSTRUCTION = 'Call these tools directly from your next step, following the rules.';
const NOTHING_FOUND_INSTRUCTION =
  'No tool matched: this is most likely not something the CMS can do. If you are sure a CMS tool should do it, search once more in other plain English words (e.g. "change the text of a page section"); otherwise tell the editor it cannot be done here, or answer directly.';

/**
 * Nothing matched because the search asked for something the CMS is known not to do: say so, and what. A change to
 * what the tools only read may still be meant as a change to what shows it ("the FAQ on services should show the
 * Safety questions" edits a section), so the model may search once more for that (docs/decisions/088).
 */
const lackingInstruction = (lacking: Lacking) =>
  'capability' in lacking
    ? `No tool matched: the CMS has no tools for ${lacking.capability}. Tell the editor this cannot be done here, or answer directly.`
    : `No tool matched: the CMS can read ${lacking.readOnlyKind} but has no tools that change them. Tell the editor this cannot be done here, or answer directly; if what they asked can be done by changing a page, a section or a post instead (a section that shows ${lacking.readOnlyKind}), search for that.`;

/**
 * The one tool a conversation starts with, run by the tool runtime (server/tool-runtime/search-tools.ts)
 * for the chat and MCP alike. Not the AI SDK's built-in `toolSearch()`: what it finds must outlive the
 * turn in the conversation's working memory.
 */
export const TOOL_SEARCH_DESCRIPTION = 'Find CMS tools by capability, in English. Returns tool names, callable next step, and rules.';

/** What the model reads for a search: the tools, their rules, and what to do next. */
export function toToolSearchOutput(result: ToolSearchResult): ToolSearchOutput {
  return {
    tools: result.tools.map((entry) => entry.name),
    rules: result.rules,
    instruction: result.tools.length > 0 ? FOUND_INSTRUCTION : result.lacking ? lackingInstruction(result.lacking) : NOTHING_FOUND_INSTRUCTION,
  };
}
