import type { ToolAnnotations } from '@modelcontextprotocol/sdk/types.js';
import { OPEN_WORLD_CATEGORIES } from '../tools/define-cms-tool.ts';
import type { ToolMetadata } from '../tools/tool-search/tool-metadata.ts';

const openWorld: ReadonlySet<string> = OPEN_WORLD_CATEGORIES;

/**
 * MCP's hints about a built-in tool, read off its metadata (categories `http`, `research` and `pexels` reach past
 * Wayfinder's own content). Clients use them to decide what to ask the person
 * about; Wayfinder asks for itself anyway (destructive tools go through elicitation), so a client
 * that ignores them loses nothing.
 */
export function toolAnnotations(
  metadata: Pick<ToolMetadata, 'title' | 'category' | 'riskLevel' | 'requiresConfirmation' | 'idempotent'>,
  /** The tool asks for some calls (cms_undoChanges: an undo that deletes content). */
  { asksPerCall = false }: { asksPerCall?: boolean } = {},
): ToolAnnotations {
  return {
    title: metadata.title,
    readOnlyHint: metadata.riskLevel === 'safe',
    // MCP counts any overwrite as destructive unless told otherwise; Wayfinder's line is the one its
    // editors approve: deletes and site-wide replacements, whether every call or only some make them.
    // Other writes change one thing, reversibly.
    destructiveHint: metadata.requiresConfirmation || asksPerCall,
    idempotentHint: metadata.idempotent,
    openWorldHint: openWorld.has(metadata.category),
  };
}
