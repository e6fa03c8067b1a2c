import type { EntityExtractor } from '../agent/entity-extraction/schema-based-extractor.ts';
import { contentHash } from '../agent/guardrails/content-hash.ts';
import { runWithTimeout } from '../agent/guardrails/run-with-timeout.ts';
import { isEmptyResult } from '../agent/guardrails/turn-guard.ts';
import { type CmsError, NotConfirmedError, ToolNotAvailableError, ValidationError } from '../errors/cms-errors.ts';
import type { Logger } from '../logger.ts';
import type { Metrics } from '../services/metrics/metrics.ts';
import type { CmsStore } from '../store/cms-store.ts';
import { type CmsTool, resolveInputSchema } from '../tools/define-cms-tool.ts';
import { loadSchemaChoices } from '../tools/load-schema-choices.ts';
import { runCmsTool, toFieldProblems } from '../tools/run-cms-tool.ts';
import { isToolErrorResult, toToolError } from '../tools/tool-error.ts';
import type { ConfirmationAnswer, ConfirmToolCall } from './confirm-with-elicitation.ts';
import type { McpConversation } from './mcp-conversation.ts';

export type McpCmsToolDependencies = {
  tools: readonly CmsTool[];
  store: CmsStore;
  extractor: EntityExtractor;
  metrics: Metrics;
  logger: Logger;
  /** How long one call may run before it is stopped with a retryable TRANSIENT error (the chat's limit too). */
  toolTimeoutMs: number;
};

export type McpCmsToolCall = {
  name: string;
  input: unknown;
  conversation: McpConversation;
  /** Undefined when the client cannot ask the person: tools that need a yes are then refused. */
  confirm: ConfirmToolCall | undefined;
  /** The client's cancellation of the call. */
  signal: AbortSignal;
};

const refusalFor: Record<Exclude<ConfirmationAnswer, 'accept'>, 'declined' | 'cancelled'> = { decline: 'declined', cancel: 'cancelled' };

/**
 * One CMS tool call from an MCP client. Only tools in the conversation's list may run; a tool that
 * needs the editor's yes runs only after an explicit accept. The call itself goes through
 * `runCmsTool`, like the chat's, so the result is the envelope the agent sees, and what it names is
 * remembered in the conversation's working memory. Never throws.
 */
export async function runMcpCmsTool(dependencies: McpCmsToolDependencies, call: McpCmsToolCall): Promise<unknown> {
  const { store, toolTimeoutMs } = dependencies;
  const { name, input, conversation, confirm, signal } = call;
  const started = performance.now();
  const finish = (output: unknown, refused = false) => {
    observe(dependencies, { call, output, refused, durationMs: Math.round(performance.now() - started) });
    return output;
  };

  try {
    const available = await conversation.toolNames();
    const tool = dependencies.tools.find((candidate) => candidate.name === name);
    if (!tool) return finish(toToolError(new ToolNotAvailableError(name, 'unknown', available)), true);
    if (!available.includes(name)) return finish(toToolError(new ToolNotAvailableError(name, 'not-discovered', available)), true);

    if (tool.requiresConfirmation) {
      // Asking about arguments that cannot run would waste the person's attention.
      const parsed = resolveInputSchema(tool, await loadSchemaChoices(store)).safeParse(input ?? {});
      if (!parsed.success) return finish(toToolError(new ValidationError(toFieldProblems(parsed.error))));
      const refusal = await askConfirmation({ tool, input: parsed.data, confirm, metrics: dependencies.metrics });
      if (refusal) return finish(toToolError(refusal), true);
    }

    const output = await runWithTimeout({
      // Choices are read when the call runs: a confirmation may have taken minutes.
      // Its writes enter the change history as the editor's, in this conversation, like the chat's.
      work: async (abortSignal) =>
        store.attributed({ editor: conversation.editor, sessionId: conversation.id, tool: name }, async () =>
          runCmsTool(tool, input, {
            choices: await loadSchemaChoices(store),
            context: { sessionId: conversation.id, editor: conversation.editor, abortSignal },
          }),
        ),
      timeoutMs: toolTimeoutMs,
      signal,
      label: name,
      // A write stopped by the deadline may still have happened: the client is told to check, not to retry.
      write: tool.risk !== 'safe',
    });
    const success = !isToolErrorResult(output);
    await conversation.record({
      entities: success ? dependencies.extractor.extract(name, output) : [],
      discoveredTools: [],
      toolResults: [{ name, success, at: new Date().toISOString() }],
    });
    return finish(output);
  } catch (error) {
    return finish(toToolError(error));
  }
}

async function askConfirmation({
  tool,
  input,
  confirm,
  metrics,
}: {
  tool: CmsTool;
  input: unknown;
  confirm: ConfirmToolCall | undefined;
  metrics: Metrics;
}): Promise<CmsError | undefined> {
  if (!confirm) return new NotConfirmedError(tool.name, 'unsupported');
  metrics.approvals.inc({ decision: 'requested' });
  let answer: ConfirmationAnswer;
  try {
    answer = await confirm({ tool, input });
  } catch {
    // A client that errors or never answers has not said yes.
    return new NotConfirmedError(tool.name, 'failed');
  }
  metrics.approvals.inc({ decision: answer === 'accept' ? 'granted' : 'denied' });
  return answer === 'accept' ? undefined : new NotConfirmedError(tool.name, refusalFor[answer]);
}

/** The chat's tool-call metrics and a trace line per call; arguments only as a hash, so no content reaches the logs. */
function observe(
  { tools, metrics, logger }: McpCmsToolDependencies,
  { call, output, refused, durationMs }: { call: McpCmsToolCall; output: unknown; refused: boolean; durationMs: number },
) {
  const errorType = isToolErrorResult(output) ? output.error.type : undefined;
  const outcome = refused ? 'refused' : errorType ? 'error' : isEmptyResult(output) ? 'empty' : 'ok';
  // A client can send any name; only real tools become metric labels.
  const tool = tools.some((candidate) => candidate.name === call.name) ? call.name : '(unknown)';
  metrics.toolCalls.inc({ tool, outcome });
  if (errorType) metrics.toolErrors.inc({ tool, type: errorType });
  logger.info(
    { event: 'mcp_tool_call', sessionId: call.conversation.id, tool: call.name, argumentsHash: contentHash(call.input ?? {}), outcome, errorType, durationMs },
    'mcp_tool_call',
  );
}
