import { type CmsTool, type SchemaChoices, toolInputJsonSchema } from '../define-cms-tool.ts';
import type { SearchableTool } from './searchable-tool.ts';
import { type BuiltInToolMetadata, type ToolPhrases, type ToolMetadata, toolMetadataSchema } from './tool-metadata.ts';

/** Thrown at startup when tools, phrases and extractors disagree; lists every problem at once. */
export class ToolIndexError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`Tool index is inconsistent:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.problems = problems;
    this.name = 'ToolIndexError';
  }
}

// Parameter names do not depend on the database's choices; empty choices give the same property list.
const NO_CHOICES: SchemaChoices = { templateNames: [], collectionNames: [] };

function describeParameters(tool: CmsTool): Array<{ name: string; description?: string }> {
  const jsonSchema = toolInputJsonSchema(tool, NO_CHOICES) as { properties?: Record<string, { description?: string }> };
  return Object.entries(jsonSchema.properties ?? {}).map(([name, property]) => ({ name, description: property.description }));
}

export type ValidateToolIndexOptions = {
  tools: readonly CmsTool[];
  phrases: Readonly<Record<string, ToolPhrases>>;
  /** Tools whose entities a hand-written extractor reads instead of an extraction rule. */
  customExtractorToolNames?: readonly string[];
};

/**
 * Joins each tool module with its phrases into validated metadata. Fails fast, naming every
 * tool without phrases, phrases without a tool, unknown related tools, stray or conflicting extractors
 * and schema violations together.
 */
export function validateToolIndex({ tools, phrases, customExtractorToolNames = [] }: ValidateToolIndexOptions): BuiltInToolMetadata[] {
  const problems: string[] = [];
  const toolNames = new Set(tools.map((tool) => tool.name));
  for (const name of toolNames) if (!(name in phrases)) problems.push(`tool ${name} has no phrases`);
  for (const name of Object.keys(phrases)) if (!toolNames.has(name)) problems.push(`phrases for ${name}, but no such tool exists`);
  for (const name of customExtractorToolNames) {
    const tool = tools.find((candidate) => candidate.name === name);
    if (!tool) problems.push(`custom extractor registered for unknown tool ${name}`);
    else if (tool.extraction) problems.push(`tool ${name} has both an extraction rule and a custom extractor; keep one`);
  }

  const metadata: BuiltInToolMetadata[] = [];
  for (const tool of tools) {
    const facts = phrases[tool.name];
    if (!facts) continue;
    const prerequisites = facts.prerequisites ?? [];
    for (const [list, names] of [
      ['related tool', facts.relatedTools],
      ['prerequisite', prerequisites],
    ] as const) {
      for (const name of names) {
        if (!toolNames.has(name)) problems.push(`tool ${tool.name} lists unknown ${list} ${name}`);
        if (name === tool.name) problems.push(`tool ${tool.name} lists itself as ${list}`);
      }
    }
    const candidate = {
      name: tool.name,
      title: tool.title,
      description: tool.description,
      category: tool.category,
      riskLevel: tool.risk,
      requiresConfirmation: tool.requiresConfirmation,
      idempotent: tool.idempotent,
      parameterNames: describeParameters(tool).map((parameter) => parameter.name),
      phrases: facts.phrases,
      relatedTools: facts.relatedTools,
      prerequisites,
      searchesTemplateFields: facts.searchesTemplateFields ?? false,
      extraction: tool.extraction,
    };
    const parsed = toolMetadataSchema.safeParse(candidate);
    if (parsed.success) metadata.push(parsed.data);
    else for (const issue of parsed.error.issues) problems.push(`tool ${tool.name}: ${issue.path.join('.') || '(entry)'}: ${issue.message}`);
  }
  if (problems.length > 0) throw new ToolIndexError(problems);
  return metadata;
}

/** A section template as the site defines it: its name and its fields' names. */
export type SiteTemplate = { name: string; fields: readonly string[] };

/** A stored or seeded template as search reads it. */
export function toSiteTemplate(template: { name: string; fields: ReadonlyArray<{ name: string }> }): SiteTemplate {
  return { name: template.name, fields: template.fields.map((field) => field.name) };
}

/**
 * The searchable view of a tool: what BM25 and the vector index see. Parameter names only: their
 * descriptions carry example values ("hello", "spring-sale") that would match small talk and content words.
 * A tool whose arguments are a template's fields (`searchesTemplateFields`) also has the site's templates as
 * parameters, each named by the template with its fields' names: decisions/055.
 */
export function toSearchableTool(metadata: ToolMetadata, siteTemplates: readonly SiteTemplate[] = []): SearchableTool {
  const templateFields = metadata.searchesTemplateFields
    ? siteTemplates.map((template) => ({ name: template.name, description: template.fields.join(' ') }))
    : [];
  return {
    name: metadata.name,
    description: metadata.description,
    category: metadata.category,
    parameters: [...metadata.parameterNames.map((name) => ({ name })), ...templateFields],
    phrases: metadata.phrases,
  };
}
