import { createAgentUIStream, createUIMessageStreamResponse, type LanguageModelUsage, ToolChoiceViolationError, type UIMessage } from 'ai';
import type { Logger } from '../logger.ts';
import type { Metrics } from '../services/metrics/metrics.ts';
import type { TurnHistory } from '../conversations/turn-history/turn-history.ts';
import type { ConversationStore } from '../conversations/conversation-store.ts';
import type { ConversationMemory, WorkingMemoryStore } from '../conversations/working-memory/working-memory.ts';
import { TOOL_SEARCH_NAME } from '../tools/discovery/tool-search-tool.ts';
import type { WayfinderAgent } from './agent.ts';
import type { ChatMessageMetadata } from './chat-message-metadata.ts';
import { describeModelError } from './describe-model-error.ts';
import { createTurnGuard, type TurnBudgets, type TurnGuard } from '../tool-runtime/turn-guard.ts';
import { applyChatRequest, type ChatRequestInput, requestKeyOf } from './chat-request.ts';
import type { ToolRegistry } from '../tool-runtime/tool-registry.ts';
import { createTurnRecorder } from './turn-recorder.ts';
import { learnFromTurn } from './learn-from-turn.ts';
import type { LearnedPhraseStore } from '../services/learned-phrases/learned-phrases.ts';
import { type RecordedTurn, recordTurnStream, replayTurnStream, WRAP_UP_TOOL_CALL_REFUSED } from './turn-stream.ts';

export type TurnDependencies = {
  workingMemory: WorkingMemoryStore;
  conversations: ConversationStore;
  turnHistory: TurnHistory;
  logger: Logger;
  metrics: Metrics;
  toolRegistry: ToolRegistry;
  budgets: TurnBudgets;
  /** Set when the site learns its editors' words: a completed turn's request becomes a phrase of the tools it used. */
  learning?: { learnedPhrases: LearnedPhraseStore };
};

export type TurnRequest = {
  agent: WayfinderAgent;
  sessionId: string;
  editor: string;
  /** What the client brought: a new message, approval answers, or a regenerate. Never a transcript. */
  input: ChatRequestInput;
  /** The session as it was before this request; undefined for a new conversation. */
  existing: ConversationMemory | undefined;
  title: string;
  /** Frees the session for its next turn; called once the turn has ended, however it ended. Resolves once it is free. */
  release: () => Promise<void>;
  /** Stops the turn (the editor pressed Stop): the model call and tools still running are aborted. */
  abortSignal?: AbortSignal;
};

type Usage = NonNullable<ChatMessageMetadata['usage']>;

/** Token counts of two requests of one message added up; a count neither has stays absent. */
function addUsage(earlier: Usage | undefined, now: LanguageModelUsage | undefined): Usage {
  const add = (left: number | undefined, right: number | undefined) => (left === undefined && right === undefined ? undefined : (left ?? 0) + (right ?? 0));
  return {
    inputTokens: add(earlier?.inputTokens, now?.inputTokens),
    outputTokens: add(earlier?.outputTokens, now?.outputTokens),
    totalTokens: add(earlier?.totalTokens, now?.totalTokens),
  };
}

/**
 * One chat request as a turn, on the conversation the server keeps. A request already answered (a
 * client retry) is replayed from its record without running anything; one that was interrupted
 * continues, with the writes it already did answered from the record instead of run again. Otherwise
 * the request is applied to the stored conversation (a `ChatRequestError` if it does not fit: nothing
 * is recorded then) and a new turn starts. The agent keeps running if the client goes away, so a retry
 * finds the turn finished.
 */
export async function runTurn(services: TurnDependencies, request: TurnRequest): Promise<Response> {
  const { workingMemory, conversations, turnHistory, logger, metrics, toolRegistry, budgets } = services;
  const { agent, sessionId, editor, input, existing, release, abortSignal } = request;
  const registryVersion = toolRegistry.version;

  const stored = existing ? await conversations.load(sessionId) : [];
  const requestKey = requestKeyOf(input, stored);
  const earlier = existing && input.kind !== 'regenerate' ? await turnHistory.findByRequest(sessionId, requestKey) : undefined;
  if (earlier?.status === 'completed' && earlier.response) {
    logger.info({ event: 'turn_replayed', sessionId, turn: earlier.turn, registryVersion }, 'turn_replayed');
    metrics.turns.inc({ outcome: 'replayed' });
    await release();
    return createUIMessageStreamResponse({ stream: replayTurnStream(earlier.response) });
  }
  // An interrupted attempt of this request already applied it to the stored conversation.
  const messages = earlier ? stored : applyChatRequest(stored, input);

  // The one read of working memory in a turn: the route's, passed on here and to the agent.
  const memory = existing ?? (await workingMemory.create({ sessionId, editor, title: request.title, registryVersion }));
  const droppedTools = existing && existing.registryVersion !== registryVersion ? await adoptCurrentRegistry(services, sessionId) : [];
  const discoveredBefore = memory.discoveredTools.filter((name) => !droppedTools.includes(name));
  if (!earlier) await conversations.save(sessionId, messages);

  const record = earlier
    ? await turnHistory.resume({ sessionId, turn: earlier.turn, registryVersion })
    : await turnHistory.begin({ sessionId, requestKey, registryVersion });
  const history = (await turnHistory.list(sessionId)).filter((kept) => kept.turn !== record.turn).flatMap((kept) => kept.toolCalls);
  const turn = createTurnGuard({
    sessionId,
    turn: record.turn,
    registryVersion,
    budgets,
    logger,
    history,
    completedWrites: record.writes,
    onToolCall: (call, write) => turnHistory.recordToolCall({ sessionId, turn: record.turn, call, write }),
  });
  turn.log.info({ event: 'turn_start', resumed: Boolean(earlier), writesDone: record.writes.length }, 'turn_start');
  if (input.kind === 'approvals') for (const answer of input.answers) metrics.approvals.inc({ decision: answer.approved ? 'granted' : 'denied' });

  const recorder = createTurnRecorder({ sessionId, workingMemory, turn });
  // Answering approvals continues the last assistant message: its tokens and turns so far count towards it.
  const continued = input.kind === 'approvals' ? (messages.at(-1)?.metadata as ChatMessageMetadata | undefined) : undefined;
  const turns = [...(continued?.turns ?? (continued?.turn !== undefined ? [continued.turn] : [])), record.turn];
  let usage: LanguageModelUsage | undefined;
  // The SDK hands the error text it streamed back to onError once more; that one is not a new failure.
  const noticesGiven = new Set<string>();
  let saved: Promise<void> = Promise.resolve();
  const stream = await createAgentUIStream({
    agent,
    uiMessages: messages,
    originalMessages: messages,
    generateMessageId: () => crypto.randomUUID(),
    // The conversation as the editor now sees it, kept before the turn is marked finished.
    onFinish: ({ messages: conversation }) => {
      saved = conversations.save(sessionId, conversation);
    },
    options: {
      sessionId,
      editor,
      turn,
      memory: { ...memory, discoveredTools: discoveredBefore },
      ...(input.kind === 'message' ? { message: textOf(input.message) } : {}),
    },
    onStepEnd: (step) => recorder.recordStep(step),
    abortSignal,
    onError: (error) => {
      if (ToolChoiceViolationError.isInstance(error)) return WRAP_UP_TOOL_CALL_REFUSED;
      if (error instanceof Error && noticesGiven.has(error.message)) return error.message;
      const { status, ...notice } = describeModelError(error);
      noticesGiven.add(notice.message);
      // One line: kind, status, and the error's name and message cut short. SDK errors carry the request
      // body (the conversation) in other fields, which stay out of the log.
      const detail = error instanceof Error ? { name: error.name, message: error.message.slice(0, 300) } : String(error).slice(0, 300);
      turn.log.warn({ event: 'turn_error', kind: notice.kind, status, error: detail }, 'turn_error');
      return notice.message;
    },
    messageMetadata: ({ part }): ChatMessageMetadata | undefined => {
      if (part.type === 'start') return { sessionId, turn: record.turn, turns };
      // Emitted right after the error chunk; recordTurnStream sends it first, as the page stops reading at an error.
      if (part.type === 'error' && !ToolChoiceViolationError.isInstance(part.error)) {
        const { status: _status, ...modelError } = describeModelError(part.error);
        return { sessionId, turn: record.turn, turns, modelError };
      }
      if (part.type === 'abort') return { sessionId, turn: record.turn, turns, stopped: true };
      if (part.type !== 'finish') return undefined;
      usage = part.totalUsage;
      return {
        sessionId,
        turn: record.turn,
        turns,
        activeTools: [TOOL_SEARCH_NAME, ...(recorder.memory?.discoveredTools ?? discoveredBefore)],
        usage: addUsage(continued?.usage, part.totalUsage),
      };
    },
  });

  const recorded = stream.pipeThrough(
    recordTurnStream({
      turn,
      onEnd: async (ended) => {
        try {
          await saved;
          await turnHistory.finish({ sessionId, turn: record.turn, status: ended.status, ...(ended.status === 'completed' ? { response: ended.chunks } : {}) });
          // A turn waiting for approval has not done what was asked yet: the turn that answers the approval teaches.
          if (services.learning && ended.status === 'completed' && ended.approvalsRequested === 0) {
            await learnFromTurn({ ...services.learning, turnHistory, logger, sessionId, turn: record.turn, editor, messages });
          }
          observeTurnEnd(services, { turn, ended, usage });
        } finally {
          // Before the stream closes: a client that sends its next message once it has read this one finds the session free.
          await release();
        }
      },
    }),
  );
  return createUIMessageStreamResponse({
    stream: recorded,
    // A second reader drains the stream, so the turn runs to its end even when the client disconnects.
    consumeSseStream: ({ stream: copy }) => {
      copy
        .pipeTo(new WritableStream())
        .catch(() => {})
        .finally(release);
    },
  });
}

/** Drops discovered tools that the current registry no longer has, says so in the log, and returns them. */
async function adoptCurrentRegistry({ workingMemory, toolRegistry, logger }: TurnDependencies, sessionId: string): Promise<string[]> {
  const existingTools = new Set(toolRegistry.tools.map((entry) => entry.name));
  const { previousVersion, droppedTools } = await workingMemory.adoptRegistryVersion(sessionId, { version: toolRegistry.version, existingTools });
  logger.info(
    { event: 'registry_version_changed', sessionId, registryVersion: toolRegistry.version, previousVersion: previousVersion ?? null, droppedTools },
    droppedTools.length > 0 ? 'dropped discovered tools that no longer exist' : 'session moved to the current tool registry',
  );
  return droppedTools;
}

function observeTurnEnd(
  { metrics }: TurnDependencies,
  { turn, ended, usage }: { turn: TurnGuard; ended: RecordedTurn; usage: LanguageModelUsage | undefined },
) {
  const { exhausted } = turn;
  metrics.modelStepsPerTurn.observe(turn.used.modelSteps);
  metrics.toolsDiscoveredPerTurn.observe(turn.discoveredTools.size);
  if (usage?.inputTokens !== undefined) metrics.inputTokensPerTurn.observe(usage.inputTokens);
  if (usage?.outputTokens !== undefined) metrics.outputTokensPerTurn.observe(usage.outputTokens);
  if (ended.approvalsRequested > 0) metrics.approvals.inc({ decision: 'requested' }, ended.approvalsRequested);
  if (exhausted) metrics.budgetsExhausted.inc({ budget: exhausted.budget });
  const outcome = ended.status === 'interrupted' ? 'interrupted' : exhausted ? 'budget' : 'completed';
  metrics.turns.inc({ outcome });
  turn.log.info(
    {
      event: 'turn_end',
      outcome,
      ...(exhausted ? { budget: exhausted.budget } : {}),
      steps: turn.used.modelSteps,
      toolCalls: turn.used.toolCalls,
      toolSearches: turn.used.toolSearches,
      toolsDiscovered: turn.discoveredTools.size,
      inputTokens: usage?.inputTokens,
      outputTokens: usage?.outputTokens,
    },
    'turn_end',
  );
}

const textOf = (message: UIMessage) =>
  message.parts
    .flatMap((part) => (part.type === 'text' ? [part.text] : []))
    .join(' ')
    .trim();
