import { ToolNotAvailableError, ValidationError } from '../errors/cms-errors.ts';
import type { Logger } from '../logger.ts';
import type { MemoryEntity } from '../conversations/working-memory/working-memory.ts';
import type { ChangeAttribution } from '../store/change-history.ts';
import type { CmsStore } from '../store/cms-store.ts';
import { closestMatches } from '../tools/closest-matches.ts';
import { parseToolInput, type ToolCallContext } from '../tools/define-cms-tool.ts';
import { loadSchemaChoices } from '../tools/load-schema-choices.ts';
import { runCmsTool } from '../tools/run-cms-tool.ts';
import { toToolError } from '../tools/tool-error.ts';
import { approvalNeeded } from './approval-policy.ts';
import { askForApproval, type ConfirmToolCall } from './ask-for-approval.ts';
import { clipForLog } from './clip-for-log.ts';
import type { EntityExtractor } from './entity-extraction/schema-based-extractor.ts';
import { type CallStopped, runToolSteps, type ToolStepsDependencies } from './run-tool-steps.ts';
import type { ToolCatalogue } from './tool-catalogue.ts';
import type { TurnGuard } from './turn-guard.ts';

export type ToolCallDependencies = ToolStepsDependencies & {
  catalogue: Pick<ToolCatalogue, 'get' | 'names'>;
  store: Pick<CmsStore, 'attributed' | 'sectionTemplates' | 'collections'>;
  extractor: EntityExtractor;
};

/** Who calls: the editor, the conversation, and the chat turn when there is one; their writes are recorded as theirs. */
export type ToolCaller = Pick<ToolCallContext, 'sessionId' | 'editor' | 'turn'>;

export type ToolCallRequest = {
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

export type ToolCallResult = {
  /** What the model reads: the tool's result or the `{ error }` envelope. */
  output: unknown;
  /** The entities the result names (none for an error), for the conversation's working memory. */
  entities: MemoryEntity[];
};

/** An unknown name's error lists the tools there are, or, from a catalogue too long to list, those most like it. */
const LISTED_TOOLS = 60;

const refused = (error: unknown): CallStopped => ({ output: toToolError(error), refused: true });

/**
 * One tool call from any surface, a built-in tool or an external server's: the steps of `runToolSteps` around
 * availability, validation (every bad field named at once), the approval policy, and the tool itself with its
 * writes attributed to the caller (an external tool's writes happen on its server, outside the change history);
 * then the entities its result names.
 */
export async function callTool(dependencies: ToolCallDependencies, request: ToolCallRequest): Promise<ToolCallResult> {
  const { catalogue, store, extractor, metrics } = dependencies;
  const { name, input, caller, available, approval } = request;
  const tool = catalogue.get(name);
  const write = tool !== undefined && tool.risk !== 'safe';

  const prepare = async (): Promise<CallStopped | undefined> => {
    if (!tool) {
      const known = available ?? [...catalogue.names()];
      const listed = known.length <= LISTED_TOOLS ? known : closestMatches(name, known, 10);
      return refused(new ToolNotAvailableError({ toolName: clipForLog(name), reason: 'unknown', availableTools: listed }));
    }
    if (available && !available.includes(name))
      return refused(new ToolNotAvailableError({ toolName: name, reason: 'not-discovered', availableTools: available }));
    const choices = await loadSchemaChoices(store);
    const parsed = parseToolInput(tool, choices, input);
    // Asking about arguments that cannot run would waste the person's attention.
    if (!parsed.success) return { output: toToolError(new ValidationError({ fields: parsed.problems })) };
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
