import { jsonSchema, type Tool, tool, type ToolSet } from 'ai';
import { type CatalogueTool, isExternalTool } from '../tools/catalogue-tool.ts';
import type { SchemaChoices, ToolCallContext } from '../tools/define-cms-tool.ts';
import { TOOL_SEARCH_DESCRIPTION, type ToolSearchInput, toolSearchInputSchema } from '../tools/tool-search/tool-search-tool.ts';
import { parseCallToolInput } from '../tools/tool-search/call-tool.ts';
import { toDiscoveryInputSchema, toModelInputSchema } from '../tool-runtime/to-model-input-schema.ts';
import type { ToolRuntime } from '../tool-runtime/tool-runtime.ts';
import type { TurnGuard } from '../tool-runtime/turn-guard.ts';
import { type CategoryRulesOf, withCategoryRules } from './with-category-rules.ts';
import { toolSearchModelOutput, withToolsToLoad } from './tool-search-references.ts';
import { type DescribeFoundTools, INLINE_CALL_TOOL_INPUT_SCHEMA, inlineSearchModelOutput } from './inline-tools.ts';

/**
 * What every tool receives per call, through the agent's `toolsContext`: who asks, the turn's guardrails and, where
 * found tools are loaded in results, the tools this request has given the model so far (tool_search loads only the
 * rest). With inline loading, also the tools call_tool may run in this step: those the conversation has found.
 */
export type AgentToolContext = Pick<ToolCallContext, 'sessionId' | 'editor'> & {
  turn: TurnGuard;
  loadedTools?: Set<string>;
  callableTools?: readonly string[];
};

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
    execute: (input, { toolCallId, abortSignal, context }) =>
      runForModel({ runtime, rulesOf, name: catalogueTool.name, input, toolCallId, signal: abortSignal, context }),
  });
}

/**
 * call_tool, for inline loading: runs the tool it names through the runtime, exactly as that tool's own AI tool would
 * (validation, guard, timeout, record and entities under that tool's name, its category's rules on first use). Its
 * own arguments are not checked by the SDK: a bad `name` or `arguments` comes back as one VALIDATION error, as over
 * MCP. A tool the conversation has not found (`callableTools`), or no tool at all, is refused with what to do.
 * Approval is asked before, for the tool it names (the agent's `toolApproval`).
 */
export function toAiCallTool({ runtime, rulesOf }: { runtime: ToolRuntime; rulesOf?: CategoryRulesOf }): Tool {
  return tool<unknown, unknown, AgentToolContext>({
    inputSchema: jsonSchema<unknown>(INLINE_CALL_TOOL_INPUT_SCHEMA),
    execute: async (input, { toolCallId, abortSignal, context }) => {
      const call = parseCallToolInput(input);
      if (!call.success) return call.output;
      const available = context.callableTools ?? [];
      return runForModel({ runtime, rulesOf, name: call.name, input: call.arguments, available, toolCallId, signal: abortSignal, context });
    },
  });
}

/** One call of a catalogue tool from the chat's model, through the runtime; the entities its result names are kept on the turn. */
async function runForModel({
  runtime,
  rulesOf,
  name,
  input,
  available,
  toolCallId,
  signal,
  context: { sessionId, editor, turn },
}: {
  runtime: ToolRuntime;
  rulesOf: CategoryRulesOf | undefined;
  name: string;
  input: unknown;
  /** The tools this call may run; undefined: the model was offered only tools it may call. */
  available?: readonly string[];
  toolCallId: string;
  signal: AbortSignal | undefined;
  context: AgentToolContext;
}): Promise<unknown> {
  const { output, entities } = await runtime.callTool({
    name,
    input,
    // Outside a recorded turn (benchmarks) the call has no turn number.
    caller: { sessionId, editor, turn: turn.number > 0 ? turn.number : undefined },
    log: turn.log,
    guard: turn,
    available,
    approval: 'asked-before',
    signal,
  });
  turn.entitiesByCall.set(toolCallId, entities);
  return rulesOf ? withCategoryRules({ output, toolName: name, rulesGiven: turn.rulesGiven, rulesOf }) : output;
}

/**
 * tool_search as the chat's model calls it: the runtime's search behind the turn's guard. Where found tools are
 * loaded in results (`loadBy`), its answer reaches the model with the tools found that the request has not loaded
 * yet: as references, which the provider expands in place (deferred, `tool-search-references.ts`), or as their
 * declarations (inline, `inline-tools.ts`, described by `describe`). What the stream and the conversation keep is the
 * answer with tool names, as without.
 */
export function toAiToolSearch({
  runtime,
  rulesFor,
  loadBy,
  describe,
}: {
  runtime: ToolRuntime;
  rulesFor: 'everyCategory' | 'bestMatch';
  loadBy?: 'reference' | 'declaration';
  /** The declarations inline loading sends. */
  describe?: DescribeFoundTools;
}): Tool {
  const toModelOutput =
    loadBy === 'reference'
      ? ({ output }: { output: unknown }) => toolSearchModelOutput(output)
      : loadBy === 'declaration' && describe
        ? ({ output }: { output: unknown }) => inlineSearchModelOutput(output, describe)
        : undefined;
  return tool<ToolSearchInput, unknown, AgentToolContext>({
    description: TOOL_SEARCH_DESCRIPTION,
    // Inline, declared as MCP's stable surface declares it (no $schema, no additionalProperties: 20 tokens less on every
    // request) and checked by the runtime, whose VALIDATION error names the bad field. The other loadings keep the SDK's
    // conversion: 20 tokens less made their later short turns of the long conversations 1.31x their fresh run (decision 043).
    inputSchema: loadBy === 'declaration' ? jsonSchema<ToolSearchInput>(toDiscoveryInputSchema(toolSearchInputSchema)) : toolSearchInputSchema,
    execute: async (input, { abortSignal, context: { turn, loadedTools } }) => {
      const { output } = await runtime.searchTools({ input, log: turn.log, guard: turn, rulesFor, signal: abortSignal });
      return loadBy && loadedTools ? withToolsToLoad(output, loadedTools) : output;
    },
    ...(toModelOutput ? { toModelOutput } : {}),
  });
}

/** The AI SDK keys tool context by tool name; every tool gets the same per-turn facts. */
export function toolsContextFor(toolNames: readonly string[], context: AgentToolContext): Record<string, AgentToolContext> {
  return Object.fromEntries(toolNames.map((name) => [name, context]));
}
