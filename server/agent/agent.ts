import { type LanguageModel, type StepResult, stepCountIs, type ToolSet, ToolLoopAgent } from 'ai';
import { z } from 'zod';
import type { Logger } from '../logger.ts';
import type { ConversationMemory, WorkingMemoryStore } from '../conversations/working-memory/working-memory.ts';
import type { CmsStore } from '../store/cms-store.ts';
import type { CmsTool } from '../tools/define-cms-tool.ts';
import type { ToolDiscovery } from '../tools/discovery/tool-discovery.ts';
import { loadSchemaChoices } from '../tools/load-schema-choices.ts';
import { createTurnGuard, type GuardrailOptions, type TurnGuard, turnBudgets } from '../tool-runtime/turn-guard.ts';
import type { ToolRuntime } from '../tool-runtime/tool-runtime.ts';
import { toAiToolSearch, toAiTools, toolsContextFor } from './to-ai-tools.ts';
import type { CategoryRulesOf } from './with-category-rules.ts';
import { getRules } from '../tools/discovery/category-rules.ts';
import { rememberedToolsToDeclare } from '../tool-runtime/discovered-tools.ts';
import { refersBack } from '../text/refers-back.ts';
import { isSmallTalk } from '../text/small-talk.ts';
import { discoveryExposure, type ToolExposure } from './tool-exposure.ts';
import type { ToolRegistry } from '../tool-runtime/tool-registry.ts';
import { compactEarlierTurns } from './compact-earlier-turns.ts';
import { trimMessages } from './trim-messages.ts';

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
export type AgentRuntimeContext = Pick<AgentCallOptions, 'sessionId' | 'editor'> & { rememberedTools: string[]; turn: TurnGuard };

/** What the agent uses: the store (schema choices, plans), the tools, their discovery and runtime, working memory, the log. */
export type AgentDependencies = {
  store: CmsStore;
  tools: readonly CmsTool[];
  toolDiscovery: ToolDiscovery;
  toolRegistry: ToolRegistry;
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
  /** Which tools and prompt the model sees. Default: discovery (tool_search first). The token benchmark passes others. */
  exposure?: ToolExposure;
};

const TRIM = { maxMessages: 20, keepLast: 10 };

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
export function createWayfinderAgent({ services, model, maxSteps, now = () => new Date(), exposure: givenExposure }: WayfinderAgentOptions) {
  const runtime = services.toolRuntime;
  const knownTools = new Set(services.tools.map((tool) => tool.name));
  const exposure = givenExposure ?? discoveryExposure(knownTools);
  const toolSearch = toAiToolSearch({ runtime, rulesFor: exposure.rulesOnFirstUse ? 'bestMatch' : 'everyCategory' });
  const rulesOf: CategoryRulesOf | undefined = exposure.rulesOnFirstUse
    ? (name) => {
        const category = services.toolDiscovery.getMetadata(name)?.category;
        return category === undefined ? undefined : { category, rules: getRules(services.toolDiscovery.rules, [category]) };
      }
    : undefined;
  const declaredTools = exposure.tools({
    toolSearch,
    cmsTools: toAiTools({ runtime, tools: services.tools, choices: { templateNames: [], collectionNames: [] }, rulesOf }),
  });

  return new ToolLoopAgent<AgentCallOptions, ToolSet, AgentRuntimeContext>({
    model,
    // Declared up front so the SDK can check tool parts of incoming UI messages (approvals) against
    // them; prepareCall replaces them with tools whose enums reflect the database at call time.
    tools: declaredTools,
    callOptionsSchema: agentCallOptionsSchema,
    stopWhen: [stepCountIs(maxSteps), approvalRequested, budgetSpent],
    // runTurn logs a failed model call as one line; the SDK's default would print the whole error
    // (request body included) to stderr.
    onError: () => {},
    // The runtime's approval policy, asked before the call runs: the request carries what the call
    // would do, in the editor's words, for the card to show.
    toolApproval: async ({ toolCall, runtimeContext: { sessionId, editor } }) => {
      const reason = await runtime.approvalNeeded({ name: toolCall.toolName, input: toolCall.input, caller: { sessionId, editor } });
      return reason === undefined ? 'not-applicable' : { type: 'user-approval', reason };
    },

    prepareCall: async ({ options, ...settings }) => {
      const { sessionId, editor } = options;
      // Called outside runTurn (benchmarks), a call gets guardrails but is not a numbered, recorded turn.
      const turn =
        options.turn ??
        createTurnGuard({
          sessionId,
          turn: 0,
          registryVersion: services.toolRegistry.version,
          budgets: turnBudgets({ maxSteps, guardrails: services.guardrails }),
          logger: services.logger,
        });
      const [memory, choices, plan] = await Promise.all([
        options.memory ?? services.workingMemory.get(sessionId),
        loadSchemaChoices(services.store),
        services.store.plans.get(sessionId),
      ]);
      // Tools are rebuilt per call so enums (templates, collections, page slugs) match the database now.
      const tools = exposure.tools({ toolSearch, cmsTools: toAiTools({ runtime, tools: services.tools, choices, rulesOf }) });
      // Only tools earlier turns used come back declared: a tool found but never called would be paid for
      // on every request of every later turn. Discovery order keeps the declared list stable across turns.
      const usedBefore = new Set((memory?.usedTools ?? []).map((tool) => tool.name));
      const usedTools = (memory?.discoveredTools ?? []).filter((name) => knownTools.has(name) && usedBefore.has(name));
      const route =
        exposure.preRoute && options.message
          ? await services.toolDiscovery.routeMessage({ message: options.message, limit: services.toolSearchLimit })
          : undefined;
      const preRouted = route?.preRouted;
      // Of those, only the ones the new message calls for are declared from the first step.
      const rememberedTools = route
        ? rememberedToolsToDeclare({
            remembered: usedTools,
            ranked: route.ranked,
            preRouted: preRouted?.tool,
            lastUsed: memory?.usedTools.find((tool) => knownTools.has(tool.name))?.name,
            refersBack: options.message !== undefined && refersBack(options.message),
          })
        : usedTools;
      const offeredEarly = preRouted && !rememberedTools.includes(preRouted.tool) ? preRouted : undefined;
      if (offeredEarly) {
        for (const name of [offeredEarly.tool, ...offeredEarly.prerequisites]) if (!rememberedTools.includes(name)) turn.discoveredTools.add(name);
        turn.rulesGiven.add(offeredEarly.category);
        turn.log.info({ event: 'tool_pre_routed', tool: offeredEarly.tool }, 'tool_pre_routed');
      }
      // A greeting or thanks needs no ids, tool history or plan: the working memory stays out of its prompt.
      const shown = options.message !== undefined && isSmallTalk(options.message) ? { memory: undefined, plan: undefined } : { memory, plan };
      return {
        ...settings,
        tools,
        activeTools: exposure.activeTools?.({ rememberedTools, discoveredThisTurn: turn.discoveredTools }),
        instructions: exposure.instructions({
          editor,
          currentDate: now().toISOString().slice(0, 10),
          entities: shown.memory?.entities ?? [],
          recentlyUsedTools: (shown.memory?.usedTools ?? []).slice(0, 5),
          summary:
            [shown.memory?.summary, shown.plan ? `Plan for "${shown.plan.goal}" recorded with ${shown.plan.steps.length} steps.` : undefined]
              .filter(Boolean)
              .join(' ') || undefined,
          toolRules: offeredEarly?.rules,
        }),
        toolsContext: toolsContextFor(Object.keys(tools), { sessionId, editor, turn }),
        runtimeContext: { sessionId, editor, rememberedTools, turn },
      };
    },

    prepareStep: ({ stepNumber, runtimeContext: { rememberedTools, turn }, messages }) => {
      const activeTools = exposure.activeTools?.({ rememberedTools, discoveredThisTurn: turn.discoveredTools });
      // Once a budget is spent (or on the last step allowed) the model answers without tools, told why
      // in a note appended for this step only, so the turn ends with a message to the editor.
      const { wrapUpNote } = turn.beginStep({ stepNumber, activeTools: activeTools ?? [] });
      const trimmed = trimMessages(compactEarlierTurns(messages), TRIM);
      const stepMessages = wrapUpNote ? [...trimmed, { role: 'user' as const, content: wrapUpNote }] : trimmed;
      const toolChoice = wrapUpNote ? ('none' as const) : ('auto' as const);
      if (!activeTools) return { messages: stepMessages, ...(wrapUpNote ? { toolChoice } : {}) };
      return {
        activeTools,
        // Without an explicit order the SDK sorts tools by name, and a newly found tool could land
        // in the middle of the list, breaking the provider's prompt cache.
        toolOrder: activeTools,
        toolChoice,
        messages: stepMessages,
      };
    },
  });
}

export type WayfinderAgent = ReturnType<typeof createWayfinderAgent>;
