import type { JSONSchema7 } from 'ai';
import { z } from 'zod';
import type { FieldProblem } from '../errors/cms-errors.ts';
import { splitIdentifier } from '../text/split-identifier.ts';
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
};

/** Per-call facts: who is asking, in which conversation and turn. Services come in through the tool factory instead. */
export type ToolCallContext = {
  sessionId: string;
  editor: string;
  /** The turn's number within the conversation; absent outside a recorded turn (benchmarks, tests). */
  turn?: number;
  abortSignal?: AbortSignal;
};

/**
 * A CMS tool. `INPUT` is what its schema parses to; a list of tools of different inputs is
 * `CmsToolDefinition[]` (INPUT unknown). The functions taking INPUT are methods, which TypeScript checks
 * bivariantly, so a tool of a specific input fits such a list: callers only pass it what its own
 * `inputSchema` parsed.
 */
export type CmsToolDefinition<NAME extends string = string, INPUT = unknown> = {
  name: NAME;
  /** What people read where tools are listed (MCP clients). Defaults to the name in words: cms_getPage → "Get page". */
  title?: string;
  /** What the model reads: when to use the tool and what it returns. */
  description: string;
  risk: ToolRisk;
  /** Whether the editor must approve every call first. Defaults to true for destructive tools. */
  requiresConfirmation?: boolean;
  /**
   * For a tool whose need of the editor's yes depends on the call (cms_undoChanges: an undo that
   * deletes content asks, one that puts earlier values back does not): what the approval shows when
   * this call needs it, undefined when it runs without. Read-only; gets valid arguments only.
   */
  approvalFor?(input: INPUT, context: ToolCallContext): Promise<string | undefined>;
  /**
   * A second call with the same arguments changes nothing more than the first (an update that sets
   * values, a delete whose repeat finds nothing). Defaults to true for safe tools, false otherwise.
   */
  idempotent?: boolean;
  /** Where its result names pages, images, posts…: null when it names none, or a custom extractor reads it. */
  extraction: ExtractionRule | null;
  /**
   * A fixed schema, or one built per request from the database's current choices; or, for an external server's
   * tool, the JSON Schema it listed with its validator.
   */
  inputSchema: z.ZodType<INPUT> | ((choices: SchemaChoices) => z.ZodType<INPUT>) | JsonSchemaInput;
  execute(input: INPUT, context: ToolCallContext): Promise<unknown>;
  /**
   * What the call would do, for the editor who approves it, e.g. "Delete page Careers: its 4 sections
   * and 1 menu link go too". Read-only. Tools that need approval should have one.
   */
  describeEffect?(input: INPUT): Promise<string>;
};

/** What `inCategory` stamps onto a definition: its category and the defaults made explicit. */
type CategoryFacts = {
  category: ToolCategory;
  title: string;
  requiresConfirmation: boolean;
  idempotent: boolean;
  /** Reaches outside the CMS (web, HTTP APIs, Pexels). */
  openWorld: boolean;
};

export type CmsTool<NAME extends string = string, INPUT = unknown> = CmsToolDefinition<NAME, INPUT> & CategoryFacts;

/** Keeps the tool's name as a literal type, so the tool index can demand metadata for every tool. */
export function defineCmsTool<const NAME extends string, INPUT>(definition: CmsToolDefinition<NAME, INPUT>): CmsToolDefinition<NAME, INPUT> {
  return definition;
}

/** Stamps a category onto its tools: the folder's index.ts says the category once for all of them. */
export function inCategory<const TOOLS extends readonly CmsToolDefinition[]>(
  category: ToolCategory,
  tools: TOOLS,
): { [K in keyof TOOLS]: TOOLS[K] & CategoryFacts } {
  return tools.map((tool) => ({
    ...tool,
    category,
    title: tool.title ?? titleFromName(tool.name),
    requiresConfirmation: tool.requiresConfirmation ?? tool.risk === 'destructive',
    idempotent: tool.idempotent ?? tool.risk === 'safe',
    openWorld: OPEN_WORLD_CATEGORIES.has(category),
  })) as never;
}

/** "cms_getSectionFields" -> "Get section fields": the prefix goes, the words stay. */
export function titleFromName(name: string): string {
  const words = splitIdentifier(name.replace(/^[a-z]+_/, '')).toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * An input schema written in JSON Schema (an external MCP server's tool), with the validator that checks
 * arguments against it: zod describes Wayfinder's own tools, and cannot take a JSON Schema as it stands.
 */
export type JsonSchemaInput = {
  /** As the model is shown it. */
  readonly jsonSchema: JSONSchema7;
  /** Every problem the arguments have, each field named; none when they are valid. */
  check(input: unknown): FieldProblem[];
};

export function toFieldProblems(error: z.ZodError): FieldProblem[] {
  return error.issues.map((issue) => ({ field: issue.path.map(String).join('.'), message: issue.message }));
}

const isJsonSchemaInput = (schema: CmsToolDefinition['inputSchema']): schema is JsonSchemaInput => 'jsonSchema' in schema && 'check' in schema;

/** The arguments parsed for the tool (zod's output: defaults filled), or every problem they have. */
export type ParsedToolInput = { success: true; data: unknown } | { success: false; problems: FieldProblem[] };

/** Validates a call's arguments against the tool's schema, with today's database choices as enums; every bad field named at once. */
export function parseToolInput(tool: CmsToolDefinition, choices: SchemaChoices, input: unknown): ParsedToolInput {
  const schema = tool.inputSchema;
  const raw = input ?? {};
  if (isJsonSchemaInput(schema)) {
    const problems = schema.check(raw);
    return problems.length === 0 ? { success: true, data: raw } : { success: false, problems };
  }
  const parsed = (typeof schema === 'function' ? schema(choices) : schema).safeParse(raw);
  return parsed.success ? { success: true, data: parsed.data } : { success: false, problems: toFieldProblems(parsed.error) };
}

/** The tool's input schema as JSON Schema, with today's database choices as enums (no `$schema`). */
export function toolInputJsonSchema(tool: CmsToolDefinition, choices: SchemaChoices): JSONSchema7 {
  const schema = tool.inputSchema;
  if (isJsonSchemaInput(schema)) return schema.jsonSchema;
  const { $schema: _draft, ...jsonSchema } = z.toJSONSchema(typeof schema === 'function' ? schema(choices) : schema, { io: 'input', unrepresentable: 'any' });
  return jsonSchema as JSONSchema7;
}
