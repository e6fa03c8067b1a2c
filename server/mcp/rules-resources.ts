import type { ReadResourceResult, Resource } from '@modelcontextprotocol/sdk/types.js';
import type { CategoryRules } from '../tools/tool-search/category-rules.ts';

const SCHEME = 'rules://';

/** Each category's usage rules as a resource, `rules://<category>`: the text tool_search sends with that category's tools. */
export function listRulesResources(rules: CategoryRules): Resource[] {
  return [...rules.keys()].map((category) => ({
    uri: `${SCHEME}${category}`,
    name: `rules-${category}`,
    title: `Rules for the ${category} tools`,
    description: `How to use Wayfinder's ${category} tools; tool_search returns the same text with them.`,
    mimeType: 'text/markdown',
  }));
}

/** The rules behind a `rules://<category>` URI, or undefined when the URI names no category. */
export function readRulesResource(rules: CategoryRules, uri: string): ReadResourceResult | undefined {
  if (!uri.startsWith(SCHEME)) return undefined;
  const text = rules.get(uri.slice(SCHEME.length));
  return text === undefined ? undefined : { contents: [{ uri, mimeType: 'text/markdown', text }] };
}
