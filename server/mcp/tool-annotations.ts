import type { ToolAnnotations } from '@modelcontextprotocol/sdk/types.js';
import type { ToolCategory } from '../tools/define-cms-tool.ts';
import type { ToolMetadata } from '../tools/tool-search/tool-metadata.ts';

/** Categories whose tools reach past Wayfinder's own content: any URL, the web, Pexels. */
const OPEN_WORLD_CATEGORIES: ReadonlySet<ToolCategory> = new Set(['http', 'research', 'pexels']);

/**
 * MCP's hints about a tool, read off its metadata. Clients use them to decide what to ask the person
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
    openWorldHint: OPEN_WORLD_CATEGORIES.has(metadata.category),
  };
}
