import type { JSONSchema7 } from 'ai';
import type { CatalogueTool } from '../tools/catalogue-tool.ts';
import type { CategoryRules } from '../tools/tool-search/category-rules.ts';
import type { ToolMetadata } from '../tools/tool-search/tool-metadata.ts';
import { contentHash } from './content-hash.ts';
import { toModelInputSchema } from './to-model-input-schema.ts';

/** One tool as the registry records it: its metadata and the input schema the model sees. */
export type ToolRegistryEntry = ToolMetadata & { inputSchema: JSONSchema7 };

export type ToolRegistry = {
  /** Content hash of the tools and rules below: changes exactly when what the model can be offered changes. */
  version: string;
  tools: ToolRegistryEntry[];
  /** Usage rules by category. */
  rules: Record<string, string>;
};

// The registry describes the tools, not today's database: enums of database values stay empty.
const NO_CHOICES = { templateNames: [], collectionNames: [] };

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The versioned description of every tool: Wayfinder's own, and those of the external servers it was given.
 * Pure, so the server at startup and `npm run build:tools` compute the same version from the same code (the
 * file describes the built-in tools alone). Sorted by name: declaring tools in another order is not a new version.
 */
export function buildToolRegistry({
  tools,
  metadata,
  rules,
}: {
  tools: readonly CatalogueTool[];
  metadata: readonly ToolMetadata[];
  rules: CategoryRules;
}): ToolRegistry {
  const toolsByName = new Map(tools.map((tool) => [tool.name, tool]));
  const entries = [...metadata]
    .sort((a, b) => byText(a.name, b.name))
    .map((entry) => ({ ...entry, inputSchema: toModelInputSchema(toolsByName.get(entry.name)!, NO_CHOICES) }));
  const sortedRules = Object.fromEntries([...rules].sort(([a], [b]) => byText(a, b)));
  return { version: contentHash({ tools: entries, rules: sortedRules }), tools: entries, rules: sortedRules };
}
