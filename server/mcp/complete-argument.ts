import type { CompleteRequest, CompleteResult } from '@modelcontextprotocol/sdk/types.js';
import type { CmsStore } from '../store/cms-store.ts';
import { type ArgumentKind, namesOfKind, promptArgumentKind } from './editor-prompts.ts';
import { PAGE_RESOURCE_TEMPLATE } from './page-resource-template.ts';

/** MCP allows at most this many values in one completion. */
const MAX_VALUES = 100;

const kindOf = ({ ref, argument }: CompleteRequest['params']): ArgumentKind | undefined => {
  if (ref.type === 'ref/prompt') return promptArgumentKind(ref.name, argument.name);
  return ref.uri === PAGE_RESOURCE_TEMPLATE.uriTemplate && argument.name === 'slug' ? 'page' : undefined;
};

/**
 * Completes a prompt's or the page template's argument from the site as it is now: page and post
 * slugs, section templates, collections, those starting with what was typed (case-insensitive).
 * Anything else completes to nothing, which is an answer, not an error.
 */
export async function completeArgument(store: CmsStore, params: CompleteRequest['params']): Promise<CompleteResult> {
  const kind = kindOf(params);
  const names = kind ? await namesOfKind(store, kind) : [];
  const typed = params.argument.value.toLowerCase();
  const matching = names.filter((name) => name.toLowerCase().startsWith(typed)).sort();
  return { completion: { values: matching.slice(0, MAX_VALUES), total: matching.length, hasMore: matching.length > MAX_VALUES } };
}
