import type { Logger } from '../logger.ts';
import type { CompletedWrite, ToolCallOutcome, ToolCallRecord } from '../conversations/turn-history/turn-history.ts';
import type { MemoryEntity } from '../conversations/working-memory/working-memory.ts';
import { TOOL_SEARCH_NAME } from '../tools/tool-search/tool-search-tool.ts';
import { isToolErrorResult, type ToolErrorResult } from '../tools/tool-error.ts';

/** What one turn (one chat request) may spend. */
export type TurnBudgets = {
  /** Model calls; the last one is made without tools so the turn ends with an answer. */
  modelSteps: number;
  /** Calls of CMS tools (tool_search not counted). */
  toolCalls: number;
  toolSearches: number;
};
export type BudgetName = keyof TurnBudgets;

/** Per-turn limits besides the model's step limit, and each tool call's time and result size. */
export type GuardrailOptions = { maxToolCalls: number; maxToolSearches: number; toolTimeoutMs: number; maxResultCharacters: number };

/** The one place configuration becomes a turn's budgets. */
export const turnBudgets = ({ maxSteps, guardrails }: { maxSteps: number; guardrails: GuardrailOptions }): TurnBudgets => ({
  modelSteps: maxSteps,
  toolCalls: guardrails.maxToolCalls,
  toolSearches: guardrails.maxToolSearches,
});

/** Identical calls (same tool, same arguments) that run in one turn; the next one is refused. */
export const IDENTICAL_CALLS_ALLOWED = 2;

const BUDGET_UNITS: Record<BudgetName, [one: string, many: string]> = {
  modelSteps: ['model step', 'model steps'],
  toolCalls: ['tool call', 'tool calls'],
  toolSearches: ['tool search', 'tool searches'],
};
const describeBudget = (budget: BudgetName, limit: number) => `${limit} ${BUDGET_UNITS[budget][limit === 1 ? 0 : 1]}`;

export type TurnGuardOptions = {
  sessionId: string;
  turn: number;
  registryVersion: string;
  budgets: TurnBudgets;
  /** Trace events go to a child of this logger that carries sessionId, turn and registryVersion. */
  logger: Logger;
  /** Tool calls of the conversation's earlier kept turns: an empty result there counts towards the empty-result hint. */
  history?: readonly ToolCallRecord[];
  /** Writes an interrupted attempt of this same request already did: replayed instead of run again. */
  completedWrites?: readonly CompletedWrite[];
  /** Persists each finished call, and a write's result, as it happens. */
  onToolCall?: (call: ToolCallRecord, write?: CompletedWrite) => Promise<void>;
};

/**
 * The guardrail state of one turn, created per chat request and handed to tools through the agent's
 * call options: repeated calls, empty results, budgets used, the wrap-up step. Nothing is shared
 * between turns except what `history` and `completedWrites` bring in.
 */
export function createTurnGuard({ sessionId, turn, registryVersion, budgets, logger, history = [], completedWrites = [], onToolCall }: TurnGuardOptions) {
  const attempts = new Map<string, number>();
  const used: Record<BudgetName, number> = { modelSteps: 0, toolCalls: 0, toolSearches: 0 };
  const pendingWrites = [...completedWrites];
  const emptyResults = new Map<string, number>();
  for (const call of history) if (call.outcome === 'empty') emptyResults.set(call.tool, (emptyResults.get(call.tool) ?? 0) + 1);
  let exhausted: { budget: BudgetName; limit: number } | undefined;
  let wrapUpStep: number | undefined;
  let enabledTools: readonly string[] = [];
  const log = logger.child({ sessionId, turn, registryVersion });

  const exhaust = (budget: BudgetName) => {
    exhausted ??= { budget, limit: budgets[budget] };
  };

  return {
    /** The turn's number within the conversation; 0 for a call outside a recorded turn (benchmarks). */
    number: turn,
    /** Logs with sessionId, turn and registryVersion on every line. */
    log,
    /** Tools tool_search found in this turn, in the order found: the one record of this turn's discoveries. */
    discoveredTools: new Set<string>(),
    rulesGiven: new Set<string>(),
    /** The entities each call of this turn named, by tool call id, for the turn's record of its steps. */
    entitiesByCall: new Map<string, MemoryEntity[]>(),
    get used(): Readonly<Record<BudgetName, number>> {
      return used;
    },
    /** The budget that ended the turn early, if one did. */
    get exhausted() {
      return exhausted;
    },

    /** Whether a call may run; counts it if so. Otherwise the refusal the model gets instead of a result. */
    admit(tool: string, argumentsHash: string): ToolErrorResult | undefined {
      const key = `${tool}\u0000${argumentsHash}`;
      const earlier = attempts.get(key) ?? 0;
      attempts.set(key, earlier + 1);
      if (earlier >= IDENTICAL_CALLS_ALLOWED) {
        return refusal(
          'LOOP_DETECTED',
          `${tool} already ran ${IDENTICAL_CALLS_ALLOWED} times with exactly these arguments in this turn and was not run again. Try something else: other arguments, another tool, or tell the editor what is blocking you.`,
        );
      }
      const budget: BudgetName = tool === TOOL_SEARCH_NAME ? 'toolSearches' : 'toolCalls';
      if (used[budget] >= budgets[budget]) {
        exhaust(budget);
        return refusal(
          'BUDGET_EXHAUSTED',
          `This turn has used all ${describeBudget(budget, budgets[budget])}; the call was not run. Do not call more tools: tell the editor what you did and what is left.`,
        );
      }
      used[budget] += 1;
      return undefined;
    },

    /** A write an interrupted attempt of this request already did with these arguments; each is replayed once. */
    takeCompletedWrite(tool: string, argumentsHash: string): CompletedWrite | undefined {
      const index = pendingWrites.findIndex((write) => write.tool === tool && write.argumentsHash === argumentsHash);
      return index < 0 ? undefined : pendingWrites.splice(index, 1)[0];
    },

    /**
     * Records how a call ended and returns what the model should see: the output, with a suggestion
     * when this tool has now come back empty a second time (in this turn or the conversation's recent ones).
     */
    async settle({
      tool,
      argumentsHash,
      output,
      outcome,
      write,
    }: {
      tool: string;
      argumentsHash: string;
      output: unknown;
      outcome?: Extract<ToolCallOutcome, 'refused' | 'replayed'>;
      /** Whether a success is a write worth remembering for retries. */
      write?: boolean;
    }): Promise<{ output: unknown; call: ToolCallRecord }> {
      const call = classifyToolCall({ tool, argumentsHash, output, outcome });
      let shown = output;
      if (call.outcome === 'empty') {
        const count = (emptyResults.get(tool) ?? 0) + 1;
        emptyResults.set(tool, count);
        if (count >= 2) shown = withSuggestion(output, emptySuggestion(tool));
      }
      const completedWrite = write && call.outcome !== 'error' && !outcome ? { tool, argumentsHash, output } : undefined;
      // The model still gets its result when the record cannot be written; the retry safety of this call is lost.
      await onToolCall?.(call, completedWrite).catch((error: unknown) => log.error({ err: error, tool }, 'could not record the tool call'));
      return { output: shown, call };
    },

    /**
     * Called before each model step. Decides whether this is the wrap-up step (a budget ran out, or
     * this is the last step allowed): then the model gets no tools and a note to answer the editor.
     * Logs `tools_enabled` whenever the step's tool list grew.
     */
    beginStep({ stepNumber, activeTools }: { stepNumber: number; activeTools: readonly string[] }): { wrapUpNote?: string } {
      used.modelSteps = stepNumber + 1;
      const added = activeTools.filter((name) => !enabledTools.includes(name));
      if (added.length > 0) log.info({ event: 'tools_enabled', step: stepNumber, added, total: activeTools.length }, 'tools_enabled');
      enabledTools = activeTools;
      if (!exhausted && stepNumber >= budgets.modelSteps - 1) exhaust('modelSteps');
      if (!exhausted) return {};
      wrapUpStep ??= stepNumber;
      const { budget, limit } = exhausted;
      return {
        wrapUpNote: `(Wayfinder, not the editor:) this turn has reached its limit of ${describeBudget(budget, limit)}. Tools are off now. In a few sentences, tell the editor what you did, what is left, and that sending another message continues.`,
      };
    },

    /** True once the wrap-up step has run: the agent's stop condition. */
    wrapUpDone(stepsCompleted: number): boolean {
      return wrapUpStep !== undefined && stepsCompleted > wrapUpStep;
    },

    /** What the editor reads when the turn stopped on a budget and the model's last step said nothing. */
    budgetNotice(): string | undefined {
      return (
        exhausted && `I stopped here: this turn reached its limit of ${describeBudget(exhausted.budget, exhausted.limit)}. Send another message to continue.`
      );
    },
  };
}

export type TurnGuard = ReturnType<typeof createTurnGuard>;

function refusal(type: 'LOOP_DETECTED' | 'BUDGET_EXHAUSTED', message: string): ToolErrorResult {
  return { error: { type, message, retryable: false } };
}

/** How a call ended, as its record and metrics say it: refused or replayed (when the caller says so), error, empty or ok. */
export function classifyToolCall({
  tool,
  argumentsHash,
  output,
  outcome,
}: {
  tool: string;
  argumentsHash: string;
  output: unknown;
  outcome?: ToolCallOutcome;
}): ToolCallRecord {
  const errorType = isToolErrorResult(output) ? output.error.type : undefined;
  const resolved: ToolCallOutcome = outcome ?? (errorType ? 'error' : isEmptyResult(output) ? 'empty' : 'ok');
  return { tool, argumentsHash, outcome: resolved, ...(errorType ? { errorType } : {}) };
}

/** A result that found nothing: an empty list, or an object whose lists are all empty ({ images: [], hint }). */
export function isEmptyResult(output: unknown): boolean {
  if (Array.isArray(output)) return output.length === 0;
  if (!output || typeof output !== 'object') return false;
  const lists = Object.values(output).filter(Array.isArray);
  return lists.length > 0 && lists.every((list) => list.length === 0);
}

function emptySuggestion(tool: string): string {
  return tool === TOOL_SEARCH_NAME
    ? 'tool_search found nothing again. Describe the capability in other plain English words, or answer the editor without tools.'
    : `${tool} found nothing again. Try different or broader terms, or another tool (tool_search can find one); if it does not exist, tell the editor.`;
}

function withSuggestion(output: unknown, suggestion: string): unknown {
  return Array.isArray(output) ? { results: output, suggestion } : { ...(output as object), suggestion };
}
