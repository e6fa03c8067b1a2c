import type { ReadResourceResult, Resource } from '@modelcontextprotocol/sdk/types.js';
import type { CmsStore } from '../store/cms-store.ts';
import type { CmsToolDefinition, ToolCallContext } from '../tools/define-cms-tool.ts';
import { loadSchemaChoices } from '../tools/load-schema-choices.ts';
import { runCmsTool } from '../tools/run-cms-tool.ts';
import { isToolErrorResult } from '../tools/tool-error.ts';

const SCHEME = 'page://';

/** The site's pages as resources, `page://<slug>`, so a person can attach one to the conversation. */
export async function listPageResources(store: CmsStore): Promise<Resource[]> {
  const pages = await store.pages.list();
  return pages.map((page) => ({
    uri: `${SCHEME}${page.slug}`,
    name: page.slug,
    title: page.title,
    description: `The page "${page.title}" (${page.status}) with its sections, as cms_getPage returns it.`,
    mimeType: 'application/json',
  }));
}

/** A page as cms_getPage shows it (the same view the model gets from the tool), or undefined for another URI or a missing page. */
export async function readPageResource(
  { store, getPage, context }: { store: CmsStore; getPage: CmsToolDefinition; context: ToolCallContext },
  uri: string,
): Promise<ReadResourceResult | undefined> {
  if (!uri.startsWith(SCHEME)) return undefined;
  const page = await runCmsTool(
    getPage,
    { slug: decodeURIComponent(uri.slice(SCHEME.length)) },
    {
      choices: await loadSchemaChoices(store),
      context,
    },
  );
  return isToolErrorResult(page) ? undefined : { contents: [{ uri, mimeType: 'application/json', text: JSON.stringify(page) }] };
}
