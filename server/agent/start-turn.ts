import type { Logger } from '../logger.ts';
import type { ConversationStore } from '../conversations/conversation-store.ts';
import type { TurnHistory, TurnRecord } from '../conversations/turn-history/turn-history.ts';
import type { ConversationMemory, WorkingMemoryStore } from '../conversations/working-memory/working-memory.ts';
import type { ToolRegistry } from '../tool-runtime/tool-registry.ts';
import type { ToolCatalogue } from '../tool-runtime/tool-catalogue.ts';
import { createTurnGuard, type TurnBudgets, type TurnGuard } from '../tool-runtime/turn-guard.ts';
import { type ChatRequestInput, refuseChangedResend, requestKeyOf } from './chat-request.ts';

/** A request found already answered: its record holds the response to replay. */
export type AnsweredTurn = TurnRecord & { status: 'completed'; response: unknown[] };

/**
 * The stored conversation, the request's key, and the record of an earlier attempt of the same request (a
 * client's retry), if any. A regenerate is never a retry: it asks for a new answer; a known message id with
 * other content is refused (409), never answered with the earlier reply.
 */
export async function findEarlierAttempt({
  conversations,
  turnHistory,
  sessionId,
  input,
  existing,
}: {
  conversations: ConversationStore;
  turnHistory: TurnHistory;
  sessionId: string;
  input: ChatRequestInput;
  existing: ConversationMemory | undefined;
}) {
  const stored = existing ? await conversations.load(sessionId) : [];
  refuseChangedResend(stored, input);
  const requestKey = requestKeyOf(input, stored);
  const earlier = existing && input.kind !== 'regenerate' ? await turnHistory.findByRequest(sessionId, requestKey) : undefined;
  return { stored, requestKey, earlier };
}

/** Whether an earlier attempt finished with a response the retry can be answered from. */
export const isAnswered = (earlier: TurnRecord | undefined): earlier is AnsweredTurn => earlier?.status === 'completed' && Boolean(earlier.response);

/**
 * The session's working memory for the turn (created for a new conversation) with the discovered tools it may
 * still declare: those the current tool registry dropped are gone, and the session moves to that registry.
 */
export async function openConversationMemory({
  workingMemory,
  toolCatalogue,
  logger,
  sessionId,
  editor,
  title,
  existing,
  registryVersion,
}: {
  workingMemory: WorkingMemoryStore;
  toolCatalogue: Pick<ToolCatalogue, 'registry'>;
  logger: Logger;
  sessionId: string;
  editor: string;
  title: string;
  existing: ConversationMemory | undefined;
  /** The registry version the turn runs under, read once as the request began. */
  registryVersion: string;
}): Promise<{ memory: ConversationMemory; discoveredBefore: string[] }> {
  const memory = existing ?? (await workingMemory.create({ sessionId, editor, title, registryVersion }));
  const droppedTools =
    existing && existing.registryVersion !== registryVersion
      ? await adoptCurrentRegistry({ workingMemory, toolRegistry: toolCatalogue.registry, logger, sessionId })
      : [];
  return { memory, discoveredBefore: memory.discoveredTools.filter((name) => !droppedTools.includes(name)) };
}

/** Drops discovered tools that the current registry no longer has, says so in the log, and returns them. */
async function adoptCurrentRegistry({
  workingMemory,
  toolRegistry,
  logger,
  sessionId,
}: {
  workingMemory: WorkingMemoryStore;
  toolRegistry: ToolRegistry;
  logger: Logger;
  sessionId: string;
}): Promise<string[]> {
  const existingTools = new Set(toolRegistry.tools.map((entry) => entry.name));
  const { previousVersion, droppedTools } = await workingMemory.adoptRegistryVersion(sessionId, { version: toolRegistry.version, existingTools });
  logger.info(
    { event: 'registry_version_changed', sessionId, registryVersion: toolRegistry.version, previousVersion: previousVersion ?? null, droppedTools },
    droppedTools.length > 0 ? 'dropped discovered tools that no longer exist' : 'session moved to the current tool registry',
  );
  return droppedTools;
}

/**
 * The turn's record (a new one, or the interrupted attempt's, resumed) and its guardrails: the session's
 * earlier tool calls count towards hints, the attempt's writes are answered from the record instead of run again,
 * and every call is recorded as it finishes.
 */
export async function beginTurn({
  turnHistory,
  registryVersion,
  logger,
  budgets,
  sessionId,
  requestKey,
  earlier,
}: {
  turnHistory: TurnHistory;
  registryVersion: string;
  logger: Logger;
  budgets: TurnBudgets;
  sessionId: string;
  requestKey: string;
  /** An interrupted earlier attempt of the same request. */
  earlier: TurnRecord | undefined;
}): Promise<TurnGuard> {
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
  return turn;
}
