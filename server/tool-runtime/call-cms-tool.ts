import { ToolNotAvailableError, ValidationError } from '../errors/cms-errors.ts';
import type { Logger } from '../logger.ts';
import type { MemoryEntity } from '../conversations/working-memory/working-memory.ts';
import type { ChangeAttribution } from '../store/change-history.ts';
import type { CmsStore } from '../store/cms-store.ts';
import { type CmsTool, resolveInputSchema, type ToolCallContext } from '../tools/define-cms-tool.ts';
import { loadSchemaChoices } from '../tools/load-schema-choices.ts';
import { runCmsTool, toFieldProblems } from '../tools/run-cms-tool.ts';
import { toToolError } from '../tools/tool-error.ts';
import { approvalNeeded } from './approval-policy.ts';
import { askForApproval, type ConfirmToolCall } from './ask-for-approval.ts';
import { clipForLog } from './clip-for-log.ts';
import type { EntityExtractor } from './entity-extraction/schema-based-extractor.ts';
import { type CallStopped, runToolSteps, type ToolStepsDependencies } from './run-tool-steps.ts';
import type { TurnGuard } from './turn-guard.ts';

export type CmsToolCallDependencies = ToolStepsDependencies & {
  toolsByName: ReadonlyMap<string, CmsTool>;
  store: Pick<CmsStore, 'attributed' | 'sectionTemplates' | 'collections'>;
  extractor: EntityExtractor;
};

/** Who calls: the editor, the conversation, and the chat turn when there is one; their writes are recorded as theirs. */
export type ToolCaller = Pick<ToolCallContext, 'sessionId' | 'editor' | 'turn'>;

export type CmsToolCallRequest = {
  name: string;
  input: unknown;
  caller: ToolCaller;
  /** Trace lines go here: a logger carrying the surface's fields. */
  log: Logger;
  /** The tools the caller may call now (an MCP conversation's list); undefined: the surface offers only tools it may call (the chat). */
  available?: readonly string[];
  /** The turn's guard (loops, budgets, write-once record); absent where there are no turns (MCP). */
  guard?: TurnGuard;
  /**
   * How a call that needs the editor's yes gets it: 'asked-before' when the surface asked with the
   * runtime's `approvalNeeded` before calling (the chat's approval card), a function that asks the
   * person now (MCP elicitation), or undefined when nobody can be asked (then such a call is refused).
   */
  approval: 'asked-before' | ConfirmToolCall | undefined;
  signal?: AbortSignal;
};

export type CmsToolCallResult = {
  /** What the model reads: the tool's result or the `{ error }` envelope. */
  output: unknown;
  /** The entities the result names (none for an error), for the conversation's working memory. */
  entities: MemoryEntity[];
};

const refused = (error: unknown): CallStopped => ({ output: toToolError(error), refused: true });

/**
 * One CMS tool call from any surface: the steps of `runToolSteps` around availability, validation
 * (every bad field named at once), the approval policy, and the tool itself with its writes attributed
 * to the caller; then the entities its result names.
 */
export async function callCmsTool(dependencies: CmsToolCallDependencies, request: CmsToolCallRequest): Promise<CmsToolCallResult> {
  const { toolsByName, store, extractor, metrics } = dependencies;
  const { name, input, caller, available, approval } = request;
  const tool = toolsByName.get(name);
  const write = tool !== undefined && tool.risk !== 'safe';

  const prepare = async (): Promise<CallStopped | undefined> => {
    if (!tool)
      return refused(new ToolNotAvailableError({ toolName: clipForLog(name), reason: 'unknown', availableTools: available ?? [...toolsByName.keys()] }));
    if (available && !available.includes(name))
      return refused(new ToolNotAvailableError({ toolName: name, reason: 'not-discovered', availableTools: available }));
    const choices = await loadSchemaChoices(store);
    const parsed = resolveInputSchema(tool, choices).safeParse(input ?? {});
    // Asking about arguments that cannot run would waste the person's attention.
    if (!parsed.success) return { output: toToolError(new ValidationError({ fields: toFieldProblems(parsed.error) })) };
    if (approval === 'asked-before') return undefined;
    const effect = await approvalNeeded({ tool, input, choices, context: caller });
    if (effect === undefined) return undefined;
    const refusal = await askForApproval({ request: { tool, input: parsed.data, effect }, confirm: approval, metrics });
    return refusal && refused(refusal);
  };

  const output = await runToolSteps(dependencies, {
    ...request,
    write,
    localWrite: write && !tool.openWorld,
    prepare,
    execute: async (signal, reportInternalError) => {
      const attribution: ChangeAttribution = { editor: caller.editor, sessionId: caller.sessionId, turn: caller.turn, tool: name };
      // Choices are read when the call runs: a confirmation may have taken minutes, and a page created
      // earlier in the same turn can already be linked by its slug.
      return store.attributed(attribution, async () =>
        runCmsTool(tool!, input, { choices: await loadSchemaChoices(store), context: { ...caller, abortSignal: signal }, reportInternalError }),
      );
    },
  });
  return { output, entities: extractor.extract(name, output) };
}
