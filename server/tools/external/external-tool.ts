import type { CallToolResult, Tool as McpTool, ToolAnnotations } from '@modelcontextprotocol/sdk/types.js';
import { describeArguments } from '../describe-tool-effect.ts';
import type { CmsTool, JsonSchemaInput } from '../define-cms-tool.ts';
import { toPromptText } from '../../text/prompt-text.ts';
import { splitIdentifier } from '../../text/split-identifier.ts';
import type { SearchableTool } from '../tool-search/searchable-tool.ts';
import type { ToolMetadata } from '../tool-search/tool-metadata.ts';
import type { ExternalToolFacts } from './external-tool-facts.ts';
import { toExternalToolOutput } from './external-tool-output.ts';
import { jsonSchemaInput } from './json-schema-input.ts';
import { namespacedToolName } from './namespaced-tool-name.ts';

/**
 * An external MCP server's tool as the tool runtime runs it: the facts a built-in tool has (risk, approval,
 * idempotence), read from the server's annotations and the operator's policy, and an `execute` that calls the
 * server. Its category is its server. `openWorld` is always true: whatever it does happens outside the CMS, so it
 * never runs inside the CMS database's transaction and always under the tool timeout.
 */
export type ExternalTool = Omit<CmsTool, 'category' | 'inputSchema'> & {
  category: string;
  inputSchema: JsonSchemaInput;
  source: { server: string; tool: string };
  /** The server's own hints, passed on unchanged to the clients of Wayfinder's MCP server. */
  annotations: ToolAnnotations;
};

/** Calls one tool on the server; the connection's errors are already typed (not reachable, outcome unknown, the server's own). */
export type ExternalToolCall = (request: { tool: string; arguments: unknown; signal?: AbortSignal; mayChange: boolean }) => Promise<CallToolResult>;

/** What the catalogue keeps of one external tool: the tool, its metadata for the registry and rules, and what search indexes. */
export type ExternalToolEntry = { tool: ExternalTool; metadata: ToolMetadata; searchable: SearchableTool };

/** Bounds on what an external server's listing may put into prompts and memory. */
export const DESCRIPTION_CHARACTERS = 1_024;
const SCHEMA_TEXT_CHARACTERS = 300;
const TITLE_CHARACTERS = 60;
/** A larger input schema would cost every request that declares the tool more than most whole tool lists. */
export const MAX_INPUT_SCHEMA_CHARACTERS = 20_000;

/**
 * How much approval an external tool needs, from the server's annotations (MCP 2025-11-25: read-only and
 * destructive are hints, read-only defaulting to false) and the operator's `autoApprove`:
 * - `readOnlyHint: true`: safe, runs without asking;
 * - `destructiveHint: true` (and not read-only): destructive, always asks; `autoApprove` cannot relax it;
 * - anything else may change something: asks, unless `autoApprove` names it.
 */
export function externalToolRisk(annotations: ToolAnnotations | undefined, { autoApproved }: { autoApproved: boolean }) {
  const readOnly = annotations?.readOnlyHint === true;
  const destructive = !readOnly && annotations?.destructiveHint === true;
  const risk = readOnly ? ('safe' as const) : destructive ? ('destructive' as const) : ('moderate' as const);
  return {
    risk,
    requiresConfirmation: destructive || (risk === 'moderate' && !autoApproved),
    idempotent: annotations?.idempotentHint ?? readOnly,
  };
}

/** A JSON schema with its descriptions and titles made prompt text and cut short: they reach every request that declares the tool. */
function withPromptSafeTexts(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withPromptSafeTexts);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key,
      (key === 'description' || key === 'title') && typeof inner === 'string' ? toPromptText(inner, SCHEMA_TEXT_CHARACTERS) : withPromptSafeTexts(inner),
    ]),
  );
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export type ToExternalToolsOptions = {
  server: { name: string; autoApprove: readonly string[]; facts: Readonly<Record<string, ExternalToolFacts>> };
  /** The server's listing, as tools/list answered it (all pages). */
  listed: readonly McpTool[];
  call: ExternalToolCall;
  /** Clears the server's configured secrets out of what it answers. */
  redact: (text: string) => string;
};

/**
 * A server's listing as tools Wayfinder can index and run, in the listing's order, namespaced `<server>__<tool>`.
 * The server's texts are untrusted, as CMS content is: made prompt text (one line, no angle brackets) and cut
 * short. Tools Wayfinder cannot run are left out with the reason (`skipped`); facts and policy naming tools the
 * server does not list are reported (`warnings`) and otherwise ignored.
 */
export function toExternalTools({ server, listed, call, redact }: ToExternalToolsOptions): {
  entries: ExternalToolEntry[];
  skipped: Array<{ tool: string; reason: string }>;
  warnings: string[];
} {
  const skipped: Array<{ tool: string; reason: string }> = [];
  const warnings: string[] = [];
  const byName = new Map<string, McpTool>();
  for (const tool of listed) {
    if (tool.execution?.taskSupport === 'required') skipped.push({ tool: tool.name, reason: 'it runs only as an MCP task, which Wayfinder does not run' });
    else if (JSON.stringify(tool.inputSchema).length > MAX_INPUT_SCHEMA_CHARACTERS)
      skipped.push({ tool: tool.name, reason: `its input schema is longer than ${MAX_INPUT_SCHEMA_CHARACTERS} characters` });
    else if (byName.has(tool.name)) skipped.push({ tool: tool.name, reason: 'the listing names it twice' });
    else byName.set(tool.name, tool);
  }
  const namespaced = (tool: string) => namespacedToolName(server.name, tool);
  const knownReferences = (tool: string, kind: string, names: readonly string[]) =>
    names.flatMap((name) => {
      if (byName.has(name) && name !== tool) return [namespaced(name)];
      warnings.push(`the discovery file lists ${name} as a ${kind} of ${tool}, but the server lists no such tool`);
      return [];
    });
  for (const name of Object.keys(server.facts)) if (!byName.has(name)) warnings.push(`the discovery file describes ${name}, which the server does not list`);
  for (const name of server.autoApprove) if (!byName.has(name)) warnings.push(`autoApprove names ${name}, which the server does not list`);

  const entries = [...byName.values()].map((listing): ExternalToolEntry => {
    const name = namespaced(listing.name);
    const autoApproved = server.autoApprove.includes(listing.name);
    const { risk, requiresConfirmation, idempotent } = externalToolRisk(listing.annotations, { autoApproved });
    if (autoApproved && risk === 'destructive') warnings.push(`autoApprove names ${listing.name}, which the server marks destructive: it still asks`);
    const givenTitle = listing.title ?? listing.annotations?.title;
    const title = toPromptText(givenTitle ?? capitalized(splitIdentifier(listing.name).toLowerCase()), TITLE_CHARACTERS);
    const description = toPromptText(listing.description ?? title, DESCRIPTION_CHARACTERS);
    const schema = withPromptSafeTexts(listing.inputSchema) as McpTool['inputSchema'];
    const facts = server.facts[listing.name];
    const mayChange = risk !== 'safe';
    const tool: ExternalTool = {
      name,
      title,
      description,
      category: server.name,
      risk,
      requiresConfirmation,
      idempotent,
      openWorld: true,
      extraction: facts?.extraction ?? null,
      inputSchema: jsonSchemaInput(schema),
      source: { server: server.name, tool: listing.name },
      annotations: { ...listing.annotations, title },
      describeEffect: async (input) =>
        `Run "${title}" on ${server.name} (${describeArguments(input)}). ${risk === 'destructive' ? 'The server says it may delete or overwrite data. ' : ''}` +
        `It changes data in ${server.name}, outside the CMS: it is not in the site's change history and cannot be undone from Wayfinder.`,
      execute: async (input, context) =>
        toExternalToolOutput({
          result: await call({ tool: listing.name, arguments: input, signal: context.abortSignal, mayChange }),
          server: server.name,
          tool: name,
          mayChange,
          redact,
        }),
    };
    const parameters = Object.entries(schema.properties ?? {}).map(([parameter, property]) => ({
      name: parameter,
      description: typeof (property as { description?: unknown }).description === 'string' ? (property as { description: string }).description : undefined,
    }));
    const metadata: ToolMetadata = {
      name,
      title,
      description,
      category: server.name,
      riskLevel: risk,
      requiresConfirmation,
      idempotent,
      parameterNames: parameters.map((parameter) => parameter.name),
      phrases: facts?.phrases ?? {},
      relatedTools: knownReferences(listing.name, 'related tool', facts?.relatedTools ?? []),
      prerequisites: knownReferences(listing.name, 'prerequisite', facts?.prerequisites ?? []),
      // A server's own templates are not the site's: its parameters are searched as its schema gives them.
      searchesTemplateFields: false,
      extraction: facts?.extraction ?? null,
      source: tool.source,
    };
    // The title the server gave is part of what search reads (the name, title, description, parameters); a
    // title made up from the name would only repeat the name.
    const searchedDescription = givenTitle && !description.toLowerCase().includes(title.toLowerCase()) ? `${title}. ${description}` : description;
    const searchable: SearchableTool = { name, description: searchedDescription, category: server.name, parameters, phrases: metadata.phrases };
    return { tool, metadata, searchable };
  });
  return { entries, skipped, warnings };
}
