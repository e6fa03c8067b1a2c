import { jsonSchema, type Tool, tool, type ToolSet } from 'ai';
import { type CatalogueTool, isExternalTool } from '../tools/catalogue-tool.ts';
import type { SchemaChoices, ToolCallContext } from '../tools/define-cms-tool.ts';
import { TOOL_SEARCH_DESCRIPTION, type ToolSearchInput, toolSearchInputSchema } from '../tools/tool-search/tool-search-tool.ts';
import { toModelInputSchema } from '../tool-runtime/to-model-input-schema.ts';
import type { ToolRuntime } from '../tool-runtime/tool-runtime.ts';
import type { TurnGuard } from '../tool-runtime/turn-guard.ts';
import { type CategoryRulesOf, withCategoryRules } from './with-category-rules.ts';
import { toolSearchModelOutput, withToolsToLoad } from './tool-search-references.ts';

/**
 * What every tool receives per call, through the agent's `toolsContext`: who asks, the turn's guardrails and,
 * with deferred loading, the tools this request has given the model so far (tool_search references only the rest).
 */
export type AgentToolContext = Pick<ToolCallContext, 'sessionId' | 'editor'> & { turn: TurnGuard; loadedTools?: Set<string> };

/** Tools already converted, by the tool object: external tools, whose schemas depend on no database choice. */
export type ToolConversionCache = WeakMap<CatalogueTool, Tool>;

/**
 * Catalogue tools (built-in and external) as AI SDK tools: the chat's adapter over the tool runtime. The schema is declared to the
 * model but not enforced by the SDK: the runtime validates, so invalid arguments come back as one
 * readable error naming every bad field instead of an SDK exception. Approval is asked before a call
 * runs (the agent's `toolApproval`, with the runtime's policy), so a call that reaches `execute` has it.
 *
 * `choices` shape what the model is shown; each call validates against the choices read at call
 * time, so a page created earlier in the same turn can already be linked by its slug.
 */
export function toAiTools({
  runtime,
  tools,
  choices,
  rulesOf,
  converted,
}: {
  runtime: ToolRuntime;
  tools: readonly CatalogueTool[];
  choices: SchemaChoices;
  /** When given, a tool's first result in a turn carries its category's rules unless the turn already has them. */
  rulesOf?: CategoryRulesOf;
  /** Where external tools converted once are kept (their schemas never change with the database). */
  converted?: ToolConversionCache;
}): ToolSet {
  const convert = (catalogueTool: CatalogueTool): Tool => {
    if (!converted || !isExternalTool(catalogueTool)) return toAiTool({ runtime, catalogueTool, choices, rulesOf });
    const known = converted.get(catalogueTool);
    if (known) return known;
    const made = toAiTool({ runtime, catalogueTool, choices, rulesOf });
    converted.set(catalogueTool, made);
    return made;
  };
  return Object.fromEntries(tools.map((catalogueTool) => [catalogueTool.name, convert(catalogueTool)]));
}

function toAiTool({
  runtime,
  catalogueTool,
  choices,
  rulesOf,
}: {
  runtime: ToolRuntime;
  catalogueTool: CatalogueTool;
  choices: SchemaChoices;
  rulesOf?: CategoryRulesOf;
}): Tool {
  return tool<unknown, unknown, AgentToolContext>({
    description: catalogueTool.description,
    inputSchema: jsonSchema<unknown>(toModelInputSchema(catalogueTool, choices)),
    execute: async (input, { toolCallId, abortSignal, context: { sessionId, editor, turn } }) => {
      const { output, entities } = await runtime.callTool({
        name: catalogueTool.name,
        input,
        // Outside a recorded turn (benchmarks) the call has no turn number.
        caller: { sessionId, editor, turn: turn.number > 0 ? turn.number : undefined },
        log: turn.log,
        guard: turn,
        approval: 'asked-before',
        signal: abortSignal,
      });
      turn.entitiesByCall.set(toolCallId, entities);
      return rulesOf ? withCategoryRules({ output, toolName: catalogueTool.name, rulesGiven: turn.rulesGiven, rulesOf }) : output;
    },
  });
}

/**
 * tool_search as the chat's model calls it: the runtime's search behind the turn's guard. With `references`
 * (deferred loading), its answer reaches the model as references to the tools found that the request has not
 * loaded yet, which the provider expands in place (`tool-search-references.ts`).
 */
export function toAiToolSearch({
  runtime,
  rulesFor,
  references = false,
}: {
  runtime: ToolRuntime;
  rulesFor: 'everyCategory' | 'bestMatch';
  references?: boolean;
}): Tool {
  return tool<ToolSearchInput, unknown, AgentToolContext>({
    description: TOOL_SEARCH_DESCRIPTION,
    inputSchema: toolSearchInputSchema,
    execute: async (input, { abortSignal, context: { turn, loadedTools } }) => {
      const { output } = await runtime.searchTools({ input, log: turn.log, guard: turn, rulesFor, signal: abortSignal });
      return references && loadedTools ? withToolsToLoad(output, loadedTools) : output;
    },
    ...(references ? { toModelOutput: ({ output }: { output: unknown }) => toolSearchModelOutput(output) } : {}),
  });
}

/** The AI SDK keys tool context by tool name; every tool gets the same per-turn facts. */
export function toolsContextFor(toolNames: readonly string[], context: AgentToolContext): Record<string, AgentToolContext> {
  return Object.fromEntries(toolNames.map((name) => [name, context]));
}
