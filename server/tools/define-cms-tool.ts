import type { z } from 'zod';
import type { ExtractionRule } from './extraction-rule.ts';

export type ToolRisk = 'safe' | 'moderate' | 'destructive';

export const TOOL_CATEGORIES = [
  'pages',
  'sections',
  'images',
  'posts',
  'navigation',
  'entries',
  'search',
  'http',
  'research',
  'pexels',
  'planning',
  'history',
] as const;
export type ToolCategory = (typeof TOOL_CATEGORIES)[number];

/** Categories whose tools reach the world outside the CMS (the network), so their effects are not the database's to undo. */
export const OPEN_WORLD_CATEGORIES: ReadonlySet<ToolCategory> = new Set(['http', 'research', 'pexels']);

/** Values that live in the database and are offered to the model as enums, read fresh for each request. */
export type SchemaChoices = {
  templateNames: string[];
  collectionNames: string[];
  pageSlugs: string[];
};

/** Per-call facts: who is asking, in which conversation and turn. Services come in through the tool factory instead. */
export type ToolCallContext = {
  sessionId: string;
  editor: string;
  /** The turn's number within the session; absent outside a recorded turn (benchmarks, tests). */
  turn?: number;
  abortSignal?: AbortSignal;
};

export type CmsToolDefinition<NAME extends string = string, INPUT = any> = {
  name: NAME;
  /** What the model reads: when to use the tool and what it returns. */
  description: string;
  risk: ToolRisk;
  /** Whether the editor must approve the call first. Defaults to true for destructive tools. */
  requiresConfirmation?: boolean;
  /** Where its result names pages, images, posts…: null when it names none, or a custom extractor reads it. */
  extraction: ExtractionRule | null;
  /** A fixed schema, or one built per request from the database's current choices. */
  inputSchema: z.ZodType<INPUT> | ((choices: SchemaChoices) => z.ZodType<INPUT>);
  execute: (input: INPUT, context: ToolCallContext) => Promise<unknown>;
  /**
   * What the call would do, for the editor who approves it, e.g. "Delete page Careers: its 4 sections
   * and 1 menu link go too". Read-only. Tools that need approval should have one.
   */
  describeEffect?: (input: INPUT) => Promise<string>;
};

export type CmsTool<NAME extends string = string, INPUT = any> = CmsToolDefinition<NAME, INPUT> & {
  category: ToolCategory;
  requiresConfirmation: boolean;
  /** Reaches outside the CMS (web, HTTP APIs, Pexels). */
  openWorld: boolean;
};

/** Keeps the tool's name as a literal type, so the tool index can demand metadata for every tool. */
export function defineCmsTool<const NAME extends string, INPUT>(definition: CmsToolDefinition<NAME, INPUT>): CmsToolDefinition<NAME, INPUT> {
  return definition;
}

/** Stamps a category onto its tools: the folder's index.ts says the category once for all of them. */
export function inCategory<const TOOLS extends readonly CmsToolDefinition[]>(
  category: ToolCategory,
  tools: TOOLS,
): { [K in keyof TOOLS]: TOOLS[K] & { category: ToolCategory; requiresConfirmation: boolean; openWorld: boolean } } {
  return tools.map((tool) => ({
    ...tool,
    category,
    requiresConfirmation: tool.requiresConfirmation ?? tool.risk === 'destructive',
    openWorld: OPEN_WORLD_CATEGORIES.has(category),
  })) as never;
}

export function resolveInputSchema(tool: CmsToolDefinition, choices: SchemaChoices): z.ZodType {
  return typeof tool.inputSchema === 'function' ? tool.inputSchema(choices) : tool.inputSchema;
}
