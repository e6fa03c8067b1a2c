import { encode } from 'gpt-tokenizer/encoding/o200k_base';
import { Hono } from 'hono';
import { z } from 'zod';
import { toToolSearchOutput } from '../tools/tool-search/tool-search-tool.ts';
import type { ToolSearch } from '../tools/tool-search/tool-search.ts';
import { limitBody } from './limit-body.ts';
import { validateJson } from './validate-json.ts';
import type { EditorVariables } from './require-editor.ts';

/** A query is at most 500 characters; anything much larger is not a tool search. */
const MAX_BODY_BYTES = 16_384;

const toolSearchRequestSchema = z.object({
  query: z.string().trim().min(2).max(500),
  limit: z.number().int().min(1).max(10).default(5),
});

/**
 * POST /tool-search: what `tool_search` would answer for a request, and what that answer costs the
 * model in tokens (o200k_base, the tokenizer of current OpenAI-style models). Works without a model,
 * so an editor can see how tool search behaves before one is configured.
 */
export function createToolSearchRoute({ toolSearch }: { toolSearch: ToolSearch }) {
  const app = new Hono<{ Variables: EditorVariables }>();
  app.post('/tool-search', limitBody(MAX_BODY_BYTES), validateJson(toolSearchRequestSchema), async (c) => {
    const result = await toolSearch.search(c.get('body'));
    // The editor sees each tool's description; the token count is of what the model would read.
    return c.json({ tools: result.tools, rules: result.rules, path: result.path, tokens: encode(JSON.stringify(toToolSearchOutput(result))).length });
  });
  return app;
}
