import { randomUUID } from 'node:crypto';
import type { ConversationStore } from '../conversations/conversation-store.ts';
import type { TurnHistory } from '../conversations/turn-history/turn-history.ts';
import { discoveredToolNames } from '../tool-runtime/discovered-tools.ts';
import type { ToolCatalogue } from '../tool-runtime/tool-catalogue.ts';
import { ConflictError, NotFoundError } from '../errors/cms-errors.ts';
import type { Logger } from '../logger.ts';
import type { ConversationMemory, TurnUpdate, WorkingMemoryStore } from '../conversations/working-memory/working-memory.ts';
import { TOOL_SEARCH_NAME } from '../tools/tool-search/tool-search-tool.ts';
import { type McpCall, toMcpCallMessage } from './mcp-call-message.ts';

/**
 * The Wayfinder conversation an MCP session works in: the same working memory the chat reads and
 * writes, so tools discovered over MCP are declared in the chat's next turn and the other way round;
 * each call is kept as a message, so the chat page shows what the client did and changed.
 */
export type McpConversation = {
  readonly id: string;
  readonly editor: string;
  /** tool_search, then every tool the conversation discovered (over MCP or in the chat), in discovery order. */
  toolNames(): Promise<string[]>;
  /** Merges what a call learned into working memory; the conversation is created by its first record. */
  record(update: TurnUpdate): Promise<ConversationMemory>;
  /** Starts a turn for one tool call, so its writes and its message share a number, as a chat turn's do. */
  beginCall(): Promise<number>;
  /** Keeps a finished call as a message of the conversation (the chat page shows it) and ends its turn. */
  recordCall(call: McpCall): Promise<void>;
};

export type OpenMcpConversationOptions = {
  workingMemory: WorkingMemoryStore;
  /** Where the calls are kept as messages, as the chat keeps its turns. */
  conversations: ConversationStore;
  turnHistory: TurnHistory;
  /** The tools there are now and their registry version (both change as external servers list theirs). */
  toolCatalogue: Pick<ToolCatalogue, 'registry' | 'names'>;
  logger: Logger;
  id: string;
  editor: string;
  /** The title a new conversation gets, read when its first record creates it (the client's name is known by then). */
  title: () => string;
};

const notFound = (id: string) => new NotFoundError({ entity: 'conversation', key: id, message: `No conversation "${id}".` });

/**
 * Opens a conversation for an MCP session: an existing one of this editor (moved to the current tool
 * registry, as a chat turn would), or a new id, created lazily so that a client that only lists
 * tools leaves nothing behind. Another editor's conversation is reported missing, as the chat does.
 */
export async function openMcpConversation({
  workingMemory,
  conversations,
  turnHistory,
  toolCatalogue,
  logger,
  id,
  editor,
  title,
}: OpenMcpConversationOptions): Promise<McpConversation> {
  const existing = await workingMemory.get(id);
  if (existing && existing.editor !== editor) throw notFound(id);
  const registry = toolCatalogue.registry;
  if (existing && existing.registryVersion !== registry.version) {
    const existingTools = new Set(registry.tools.map((entry) => entry.name));
    const { droppedTools } = await workingMemory.adoptRegistryVersion(id, { version: registry.version, existingTools });
    logger.info(
      { event: 'registry_version_changed', sessionId: id, registryVersion: registry.version, droppedTools },
      'conversation moved to the current tool registry',
    );
  }

  let created = existing !== undefined;
  const ensureCreated = async () => {
    if (created) return;
    try {
      await workingMemory.create({ sessionId: id, editor, title: title(), registryVersion: toolCatalogue.registry.version });
    } catch (error) {
      // A chat request may have created it since the check above; it counts only if it is this editor's.
      if (!ConflictError.isInstance(error)) throw error;
      if ((await workingMemory.get(id))?.editor !== editor) throw notFound(id);
    }
    created = true;
  };

  return {
    id,
    editor,
    async toolNames() {
      const memory = await workingMemory.get(id);
      const remembered = memory?.editor === editor ? memory.discoveredTools : [];
      return [TOOL_SEARCH_NAME, ...discoveredToolNames({ remembered, discoveredThisTurn: [], knownTools: toolCatalogue.names() })];
    },
    async record(update) {
      await ensureCreated();
      return workingMemory.recordTurn(id, update);
    },
    async beginCall() {
      await ensureCreated();
      return (await turnHistory.begin({ sessionId: id, requestKey: `mcp:${randomUUID()}`, registryVersion: toolCatalogue.registry.version })).turn;
    },
    async recordCall(call) {
      await ensureCreated();
      await conversations.append(id, toMcpCallMessage({ sessionId: id, call }));
      if (call.turn !== undefined) await turnHistory.finish({ sessionId: id, turn: call.turn, status: 'completed' });
    },
  };
}
