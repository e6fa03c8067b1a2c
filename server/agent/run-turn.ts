import { createAgentUIStream, createUIMessageStreamResponse, type UIMessage, type UIMessageChunk } from 'ai';
import type { ConversationStore } from '../conversations/conversation-store.ts';
import type { ConversationMemory, WorkingMemoryStore } from '../conversations/working-memory/working-memory.ts';
import { TOOL_SEARCH_NAME } from '../tools/tool-search/tool-search-tool.ts';
import type { AgentCallOptions, WayfinderAgent } from './agent.ts';
import type { TurnBudgets, TurnGuard } from '../tool-runtime/turn-guard.ts';
import { applyChatRequest, type ChatRequestInput } from './chat-request.ts';
import type { ToolCatalogue } from '../tool-runtime/tool-catalogue.ts';
import { createTurnRecorder } from './turn-recorder.ts';
import type { ChangeHistoryRepository } from '../store/change-history.ts';
import { summaryOfTurnsOutOfContext } from './summary-of-turns-out-of-context.ts';
import { settleOpenToolCalls } from './settle-open-tool-calls.ts';
import { showCalledTools, showCalledToolsInStream } from './show-called-tools.ts';
import { recordTurnStream, replayTurnStream } from './turn-stream.ts';
import { type FinishTurnDependencies, finishTurn, startTurnProgress } from './finish-turn.ts';
import { modelErrorNotices } from './model-error-notices.ts';
import { type AnsweredTurn, beginTurn, findEarlierAttempt, isAnswered, openConversationMemory } from './start-turn.ts';
import { continuedMessage, turnMessageMetadata, turnsOfMessage } from './turn-message-metadata.ts';

/** What a turn reads and writes: what its end writes to, and its conversation, memory and budgets. */
export type TurnDependencies = FinishTurnDependencies & {
  workingMemory: WorkingMemoryStore;
  /** The change history: what turns that left the model's context changed, for working memory's summary. */
  store: { changes: Pick<ChangeHistoryRepository, 'list'> };
  conversations: ConversationStore;
  /** Whose registry version the turn runs under (read once as it begins). */
  toolCatalogue: Pick<ToolCatalogue, 'registry'>;
  budgets: TurnBudgets;
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

/**
 * One chat request as a turn, on the conversation the server keeps. A request already answered (a
 * client retry) is replayed from its record without running anything; one that was interrupted
 * continues, with the writes it already did answered from the record instead of run again. Otherwise
 * the request is applied to the stored conversation (a `ChatRequestError` if it does not fit: nothing
 * is recorded then) and a new turn starts. The agent keeps running if the client goes away, so a retry
 * finds the turn finished.
 */
export async function runTurn(services: TurnDependencies, request: TurnRequest): Promise<Response> {
  const { workingMemory, conversations, metrics } = services;
  const { agent, sessionId, editor, input, existing, release, abortSignal } = request;
  const registryVersion = services.toolCatalogue.registry.version;

  const { stored, requestKey, earlier } = await findEarlierAttempt({ ...services, sessionId, input, existing });
  if (isAnswered(earlier)) return replayTurn({ services, sessionId, earlier, registryVersion, release });
  // An interrupted attempt of this request already applied it to the stored conversation.
  const messages = earlier ? stored : applyChatRequest(stored, input);
  // The one read of working memory in a turn: the route's, passed on here and to the agent.
  const opened = await openConversationMemory({ ...services, sessionId, editor, title: request.title, existing, registryVersion });
  const { discoveredBefore } = opened;
  const memory = await withSummaryOfEarlierTurns({ services, sessionId, messages, memory: opened.memory });
  if (!earlier) await conversations.save(sessionId, messages, { replacing: stored });
  const turn = await beginTurn({ ...services, registryVersion, sessionId, requestKey, earlier });
  if (input.kind === 'approvals') for (const answer of input.answers) metrics.approvals.inc({ decision: answer.approved ? 'granted' : 'denied' });

  const recorder = createTurnRecorder({ sessionId, workingMemory, turn });
  const continued = continuedMessage({ input, messages });
  const message = { sessionId, turn: turn.number, turns: turnsOfMessage({ continued, turn: turn.number }), continued };
  const progress = startTurnProgress();
  const stream = await createAgentUIStream({
    agent,
    uiMessages: messages,
    originalMessages: messages,
    generateMessageId: () => crypto.randomUUID(),
    // The conversation as the editor now sees it, kept before the turn is marked finished.
    onFinish: ({ messages: conversation }) => {
      progress.conversationSaved = conversations.save(sessionId, showCalledTools(settleOpenToolCalls(conversation)), { replacing: messages });
    },
    options: agentCallOptionsForTurn({ sessionId, editor, turn, memory, discoveredBefore, input }),
    onStepEnd: (step) => recorder.recordStep(step),
    abortSignal,
    onError: modelErrorNotices({ log: turn.log }),
    messageMetadata: ({ part }) => {
      if (part.type === 'finish') progress.usage = part.totalUsage;
      return turnMessageMetadata({ part, ...message, activeTools: () => [TOOL_SEARCH_NAME, ...(recorder.memory?.discoveredTools ?? discoveredBefore)] });
    },
  });
  const recorded = stream
    .pipeThrough(showCalledToolsInStream())
    .pipeThrough(recordTurnStream({ turn, onEnd: (ended) => finishTurn({ services, sessionId, editor, turn, messages, ended, progress, release }) }));
  return drainedResponse({ stream: recorded, release });
}

/**
 * The memory with the summary of the turns the model no longer sees word for word, written to working memory
 * when it changed (a cut moves a few turns at a time: see recent-turns.ts), so nothing leaves in silence.
 */
async function withSummaryOfEarlierTurns({
  services: { store, workingMemory },
  sessionId,
  messages,
  memory,
}: {
  services: TurnDependencies;
  sessionId: string;
  messages: UIMessage[];
  memory: ConversationMemory;
}): Promise<ConversationMemory> {
  const summary = await summaryOfTurnsOutOfContext({ messages, changes: store.changes, sessionId });
  if (summary === undefined || summary === memory.summary) return memory;
  await workingMemory.recordTurn(sessionId, { entities: [], discoveredTools: [], toolResults: [], summary });
  return { ...memory, summary };
}

/** A retry of a request already answered: the recorded response again, nothing run. */
async function replayTurn({
  services: { logger, metrics },
  sessionId,
  earlier,
  registryVersion,
  release,
}: {
  services: TurnDependencies;
  sessionId: string;
  earlier: AnsweredTurn;
  registryVersion: string;
  release: () => Promise<void>;
}): Promise<Response> {
  logger.info({ event: 'turn_replayed', sessionId, turn: earlier.turn, registryVersion }, 'turn_replayed');
  metrics.turns.inc({ outcome: 'replayed' });
  await release();
  return createUIMessageStreamResponse({ stream: replayTurnStream(earlier.response) });
}

/** What the agent's call gets from the turn: who asks, the turn's guardrails, the memory as the turn read it, the new message's text. */
export function agentCallOptionsForTurn({
  sessionId,
  editor,
  turn,
  memory,
  discoveredBefore,
  input,
}: {
  sessionId: string;
  editor: string;
  turn: TurnGuard;
  memory: ConversationMemory;
  /** The memory's discovered tools that the current registry still has. */
  discoveredBefore: string[];
  input: ChatRequestInput;
}): AgentCallOptions {
  return {
    sessionId,
    editor,
    turn,
    memory: { ...memory, discoveredTools: discoveredBefore },
    ...(input.kind === 'message' ? { message: textOf(input.message) } : {}),
  };
}

/** The response streaming the turn; a second reader drains the stream, so the turn runs to its end even when the client disconnects. */
function drainedResponse({ stream, release }: { stream: ReadableStream<UIMessageChunk>; release: () => Promise<void> }): Response {
  return createUIMessageStreamResponse({
    stream,
    consumeSseStream: ({ stream: copy }) => {
      copy
        .pipeTo(new WritableStream())
        .catch(() => {})
        .finally(release);
    },
  });
}

const textOf = (message: UIMessage) =>
  message.parts
    .flatMap((part) => (part.type === 'text' ? [part.text] : []))
    .join(' ')
    .trim();
