import type { SharedV4ProviderOptions as ProviderOptions } from '@ai-sdk/provider';
import { type LanguageModel, type ModelMessage, type StepResult, stepCountIs, type ToolResultPart, type ToolSet, ToolLoopAgent } from 'ai';
import { z } from 'zod';
import type { Logger } from '../logger.ts';
import type { ConversationMemory, WorkingMemoryStore } from '../conversations/working-memory/working-memory.ts';
import type { CmsStore } from '../store/cms-store.ts';
import type { ToolSearch } from '../tools/tool-search/tool-search.ts';
import { loadSchemaChoices } from '../tools/load-schema-choices.ts';
import type { SchemaChoices } from '../tools/define-cms-tool.ts';
import { createTurnGuard, type GuardrailOptions, type TurnGuard, turnBudgets } from '../tool-runtime/turn-guard.ts';
import type { ToolRuntime } from '../tool-runtime/tool-runtime.ts';
import { type AgentToolContext, type ToolConversionCache, toAiCallTool, toAiToolSearch, toAiTools, toolsContextFor } from './to-ai-tools.ts';
import type { CategoryRulesOf } from './with-category-rules.ts';
import { getRules } from '../tools/tool-search/category-rules.ts';
import { callPromptContext } from './call-prompt-context.ts';
import { offerEarly } from './offer-pre-routed-tool.ts';
import { rememberedToolsForCall } from './remembered-tools.ts';
import { exposureForLoading, type ToolExposure } from './tool-exposure.ts';
import { toolReferencesOutput } from './deferred-tools.ts';
import { asCallToolCalls, calledTool, inlineToolsOutput } from './inline-tools.ts';
import { withPreloadedTools } from './preloaded-tools.ts';
import { discoveredToolNames } from '../tool-runtime/discovered-tools.ts';
import { toFoundTool } from '../tool-runtime/to-model-input-schema.ts';
import { CALL_TOOL_NAME } from '../tools/tool-search/call-tool.ts';
import type { FoundTool } from '../tools/tool-search/stable-search-output.ts';
import type { ToolLoading } from './model-options.ts';
import type { ToolCatalogue } from '../tool-runtime/tool-catalogue.ts';
import { compactEarlierTurns } from './compact-earlier-turns.ts';
import { keepRecentTurns } from './recent-turns.ts';
import { getTurnContext, withEarlierTurns } from './system-prompt.ts';
import { withoutTurnContext, withTurnContext } from './with-turn-context.ts';

const joinRules = (...rules: Array<string | undefined>) => rules.filter(Boolean).join('\n\n') || undefined;

export const agentCallOptionsSchema = z.object({
  sessionId: z.string().min(1),
  editor: z.string().min(1),
  /** The turn's guardrail state (runTurn makes one per request); without it the call gets a fresh one. */
  turn: z.custom<TurnGuard>((value) => typeof value === 'object' && value !== null).optional(),
  /** The editor's new message, for pre-routing; absent when the turn continues after approvals. */
  message: z.string().optional(),
  /** The session's working memory as the turn read it; without it the call reads it. */
  memory: z.custom<ConversationMemory>((value) => typeof value === 'object' && value !== null).optional(),
});
export type AgentCallOptions = z.infer<typeof agentCallOptionsSchema>;

/** What prepareStep needs per turn: who is asking, which tools earlier turns discovered, the turn's guardrails. */
export type AgentRuntimeContext = Pick<AgentCallOptions, 'sessionId' | 'editor'> & {
  rememberedTools: string[];
  /**
   * Where found tools are loaded in results: the result that loads the tools the request starts with (remembered and
   * pre-routed), after the editor's message; undefined when it starts with none.
   */
  preloaded?: ToolResultPart['output'];
  /** With inline loading, the tools call_tool may run in the step about to start: those the conversation has found so far. */
  callableTools?: () => string[];
  /** What every tool is handed (`toolsContext`), before a step adds its callable tools. */
  toolContext: AgentToolContext;
  turn: TurnGuard;
  /** The turn's working memory, date and rules, sent beside the editor's message (`withTurnContext`). */
  turnContext: string;
};

/** What the agent uses: the store (schema choices, plans), the tools, their discovery and runtime, working memory, the log. */
export type AgentDependencies = {
  store: CmsStore;
  toolSearch: ToolSearch;
  /** Every tool there is (built-in and external), read per call: external servers add and change theirs. */
  toolCatalogue: ToolCatalogue;
  /** Runs every tool call; the agent is its chat adapter. */
  toolRuntime: ToolRuntime;
  workingMemory: WorkingMemoryStore;
  logger: Logger;
  guardrails: GuardrailOptions;
  /** How many tools one tool_search returns at most. */
  toolSearchLimit: number;
};

export type WayfinderAgentOptions = {
  services: AgentDependencies;
  model: LanguageModel;
  maxSteps: number;
  /** Today's date for the prompt; injectable so tests and benchmarks are repeatable. */
  now?: () => Date;
  /**
   * How tools reach the model when no `exposure` is given: `declared` (the default) widens the declared list by what
   * was found; `deferred` declares every tool on every call, deferred, and loads what was found by reference
   * (provider-native deferral, `deferred-tools.ts`; the configured provider must support it); `inline` declares
   * tool_search and call_tool, and loads what was found as declarations in tool_search's answer (`inline-tools.ts`).
   */
  toolLoading?: ToolLoading;
  /** Provider options every model call carries (`providerCallOptions`: Anthropic's cache breakpoint). */
  providerOptions?: ProviderOptions;
  /** Which tools and prompt the model sees. Default: discovery (tool_search first). The token benchmark passes others. */
  exposure?: ToolExposure;
};

type AgentStep = StepResult<ToolSet, AgentRuntimeContext>;

/** The loop stops once a step ends waiting for the editor's approval: nothing more can happen until they answer. */
const approvalRequested = ({ steps }: { steps: ReadonlyArray<AgentStep> }) =>
  steps.at(-1)?.content.some((part) => part.type === 'tool-approval-request') ?? false;

/** The loop stops after the wrap-up step that a spent budget asked for. */
const budgetSpent = ({ steps }: { steps: ReadonlyArray<AgentStep> }) => steps.at(-1)?.runtimeContext.turn.wrapUpDone(steps.length) ?? false;

/**
 * Wayfinder's agent: every call starts with `tool_search` alone; each step widens the tool list by
 * what was discovered (earlier turns first, then this turn, append-only). Destructive tools wait
 * for the editor's approval.
 */
export function createWayfinderAgent({
  services,
  model,
  maxSteps,
  now = () => new Date(),
  toolLoading = 'declared',
  providerOptions,
  exposure: givenExposure,
}: WayfinderAgentOptions) {
  const runtime = services.toolRuntime;
  const catalogue = services.toolCatalogue;
  // Read per call: external servers add and remove tools while Wayfinder runs.
  const knownTools = () => catalogue.names();
  const exposure = givenExposure ?? exposureForLoading(toolLoading, knownTools);
  const loading = exposure.loadInResults;
  const inline = loading?.by === 'declaration';
  /** The declarations inline loading sends, enums filled from `choices`; a tool no longer in the catalogue is left out. */
  const declarationsOf = (names: readonly string[], choices: SchemaChoices) =>
    new Map(
      names.flatMap((name): Array<[string, FoundTool]> => {
        const catalogueTool = catalogue.get(name);
        return catalogueTool ? [[name, toFoundTool(catalogueTool, choices)]] : [];
      }),
    );
  const rulesOf: CategoryRulesOf | undefined = exposure.rulesOnFirstUse
    ? (name) => {
        const category = services.toolSearch.getMetadata(name)?.category;
        return category === undefined ? undefined : { category, rules: getRules(services.toolSearch.rules, [category]) };
      }
    : undefined;
  const toolSearch = toAiToolSearch({
    runtime,
    rulesFor: exposure.rulesOnFirstUse ? 'bestMatch' : 'everyCategory',
    loadBy: loading?.by,
    // Read when the answer is turned into what the model reads: the enums as the database has them then.
    describe: async (names) => declarationsOf(names, await loadSchemaChoices(services.store)),
  });
  const callTool = toAiCallTool({ runtime, rulesOf });
  // An external tool's schema never depends on the database: converted once, not on every call of a catalogue of thousands.
  const converted: ToolConversionCache = new WeakMap();
  const aiToolsFor = (choices: SchemaChoices) => toAiTools({ runtime, tools: catalogue.tools(), choices, rulesOf, converted });
  // The SDK checks tool parts of incoming UI messages (approvals) against these; they follow the catalogue as
  // external servers list their tools, in place, since the agent keeps this object.
  const declaredTools: ToolSet = {};
  const declareCatalogue = () => {
    const current = exposure.tools({ toolSearch, callTool, cmsTools: aiToolsFor({ templateNames: [], collectionNames: [] }) });
    for (const name of Object.keys(declaredTools)) if (!(name in current)) delete declaredTools[name];
    Object.assign(declaredTools, current);
  };
  declareCatalogue();
  catalogue.subscribe(declareCatalogue);

  return new ToolLoopAgent<AgentCallOptions, ToolSet, AgentRuntimeContext>({
    model,
    // Declared up front so the SDK can check tool parts of incoming UI messages (approvals) against
    // them; prepareCall replaces them with tools whose enums reflect the database at call time.
    tools: declaredTools,
    callOptionsSchema: agentCallOptionsSchema,
    ...(providerOptions ? { providerOptions } : {}),
    stopWhen: [stepCountIs(maxSteps), approvalRequested, budgetSpent],
    // runTurn logs a failed model call as one line; the SDK's default would print the whole error
    // (request body included) to stderr.
    onError: () => {},
    // The runtime's approval policy, asked before the call runs: the request carries what the call
    // would do, in the editor's words, for the card to show.
    // A call_tool is approved as the tool it runs; one that may not run it (not found yet, no such tool) is refused
    // when it runs, with what to do, so there is nothing to approve.
    toolApproval: async ({ toolCall, toolsContext, runtimeContext: { sessionId, editor } }) => {
      const call = calledTool(toolCall);
      if (!call) return 'not-applicable';
      const callable = (toolsContext as Record<string, AgentToolContext | undefined>)[CALL_TOOL_NAME]?.callableTools;
      if (toolCall.toolName === CALL_TOOL_NAME && !callable?.includes(call.name)) return 'not-applicable';
      const reason = await runtime.approvalNeeded({ name: call.name, input: call.input, caller: { sessionId, editor } });
      return reason === undefined ? 'not-applicable' : { type: 'user-approval', reason };
    },

    prepareCall: async ({ options, ...settings }) => {
      const { sessionId, editor, message } = options;
      const turn = options.turn ?? standaloneTurnGuard({ sessionId, services, maxSteps });
      const { memory, choices, plan } = await readCallState({ services, sessionId, memory: options.memory });
      // Tools are rebuilt per call so enums (templates, collections, page slugs) match the database now.
      const tools = exposure.tools({ toolSearch, callTool, cmsTools: aiToolsFor(choices) });
      const route = exposure.preRoute && message ? await services.toolSearch.routeMessage({ message, limit: services.toolSearchLimit }) : undefined;
      const rememberedTools = rememberedToolsForCall({ memory, route, knownTools: knownTools(), message });
      const offer = route?.preRouted;
      if (offer) offerEarly({ turn, offer, rememberedTools });
      const preloadedTools = loading
        ? discoveredToolNames({ remembered: rememberedTools, discoveredThisTurn: turn.discoveredTools, knownTools: knownTools() })
        : [];
      const preloaded =
        preloadedTools.length === 0
          ? undefined
          : inline
            ? inlineToolsOutput([...declarationsOf(preloadedTools, choices).values()])
            : toolReferencesOutput(preloadedTools);
      // What the conversation has found (earlier turns, and this turn as it goes): what call_tool may run.
      const callableTools = inline
        ? () => discoveredToolNames({ remembered: memory?.discoveredTools ?? [], discoveredThisTurn: turn.discoveredTools, knownTools: knownTools() })
        : undefined;
      const toolContext: AgentToolContext = { sessionId, editor, turn, loadedTools: new Set(preloadedTools) };
      const turnContext = getTurnContext(
        callPromptContext({
          editor,
          now: now(),
          memory,
          plan,
          message,
          toolRules: joinRules(offer?.rules, exposure.turnRules),
          externalServices: catalogue.servers(),
        }),
      );
      return {
        ...settings,
        ...(inline ? asWritten(settings) : {}),
        tools,
        activeTools: exposure.activeTools?.({ rememberedTools, discoveredThisTurn: turn.discoveredTools }),
        instructions: withEarlierTurns(exposure.instructions(), memory?.summary),
        toolsContext: toolsContextFor(Object.keys(tools), { ...toolContext, callableTools: callableTools?.() }),
        runtimeContext: {
          sessionId,
          editor,
          rememberedTools,
          preloaded,
          callableTools,
          toolContext,
          turn,
          turnContext,
        },
      };
    },

    prepareStep: ({ stepNumber, runtimeContext: { rememberedTools, preloaded, callableTools, toolContext, turn, turnContext }, toolsContext, messages }) => {
      const activeTools = exposure.activeTools?.({ rememberedTools, discoveredThisTurn: turn.discoveredTools });
      // Once a budget is spent (or on the last step allowed) the model answers without tools, told why
      // in a note appended for this step only, so the turn ends with a message to the editor.
      const { wrapUpNote } = turn.beginStep({ stepNumber, activeTools: activeTools ?? [] });
      const conversation = compactEarlierTurns(withoutTurnContext(messages, turnContext));
      const recent = keepRecentTurns(conversation);
      const withContext = withTurnContext(recent, turnContext);
      const trimmed = loading ? withPreloadedTools(withContext, preloaded) : withContext;
      const stepMessages = wrapUpNote ? [...trimmed, { role: 'user' as const, content: wrapUpNote }] : trimmed;
      const toolChoice = wrapUpNote ? ('none' as const) : ('auto' as const);
      if (!activeTools) return { messages: stepMessages, ...(wrapUpNote ? { toolChoice } : {}) };
      // Loaded in results: the same tools are sent on every call (what the model may call is what it was given there).
      const sentTools = loading ? loading.sentTools() : activeTools;
      return {
        activeTools: sentTools,
        // Without an explicit order the SDK sorts tools by name, and a newly found tool could land
        // in the middle of the list, breaking the provider's prompt cache.
        toolOrder: sentTools,
        toolChoice,
        messages: stepMessages,
        // Inline: call_tool runs what was found before this step, as a declared list would offer it; a tool a
        // parallel search finds in the same step is one step away, and approval and the call agree on that.
        ...(callableTools ? { toolsContext: toolsContextFor(Object.keys(toolsContext), { ...toolContext, callableTools: callableTools() }) } : {}),
      };
    },
  });
}

export type WayfinderAgent = ReturnType<typeof createWayfinderAgent>;

/** Guardrails for a call made outside runTurn (benchmarks): it is held to budgets but is not a numbered, recorded turn. */
function standaloneTurnGuard({ sessionId, services, maxSteps }: { sessionId: string; services: AgentDependencies; maxSteps: number }): TurnGuard {
  return createTurnGuard({
    sessionId,
    turn: 0,
    registryVersion: services.toolCatalogue.registry.version,
    budgets: turnBudgets({ maxSteps, guardrails: services.guardrails }),
    logger: services.logger,
  });
}

/** Inline: the call's conversation with the calls the stored conversation shows as the tools they ran turned back into call_tool. */
function asWritten({ prompt, messages }: { prompt?: string | ModelMessage[]; messages?: ModelMessage[] }) {
  if (messages) return { messages: asCallToolCalls(messages) };
  return Array.isArray(prompt) ? { prompt: asCallToolCalls(prompt) } : {};
}

/** What a call reads before it starts: working memory (unless the turn passed it on), the schema's choices for tool enums, the plan. */
async function readCallState({ services, sessionId, memory }: { services: AgentDependencies; sessionId: string; memory: ConversationMemory | undefined }) {
  const [current, choices, plan] = await Promise.all([
    memory ?? services.workingMemory.get(sessionId),
    loadSchemaChoices(services.store),
    services.store.plans.get(sessionId),
  ]);
  return { memory: current, choices, plan };
}
