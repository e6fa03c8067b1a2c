import type { EntityType } from './entity-type.ts';

/** Something a tool result named, remembered so "update it" can be resolved in a later turn. */
export type MemoryEntity = {
  type: EntityType;
  /** The entity's id as the tools use it (a number for CMS rows, a slug or url where that is the key). */
  id: string | number;
  name: string;
  /** ISO time it was last mentioned. */
  seenAt: string;
};

export type UsedTool = { name: string; count: number; lastUsed: string; lastResult: 'success' | 'error' };

/** What a conversation remembers between turns; `GET /api/sessions/:id` answers it as it is. */
export type ConversationMemory = {
  /** The conversation's id: `sessionId` in the HTTP API and the database (decision 024). */
  sessionId: string;
  editor: string;
  title: string;
  createdAt: string;
  updatedAt: string;
  /** Newest first, deduplicated by type+id (newest wins), at most 10. */
  entities: MemoryEntity[];
  /** In the order they were first discovered; never reordered or dropped within a conversation. */
  discoveredTools: string[];
  /** Most recently used first. */
  usedTools: UsedTool[];
  summary?: string;
  /** The tool registry version the discovered tools belong to: set at creation, advanced by `adoptRegistryVersion`. */
  registryVersion?: string;
};

/** What one turn learned; merged into the conversation's memory inside one transaction. */
export type TurnUpdate = {
  entities: MemoryEntity[];
  discoveredTools: string[];
  toolResults: Array<{ name: string; success: boolean; at: string }>;
  summary?: string;
};

export interface WorkingMemoryStore {
  create(options: { sessionId: string; editor: string; title: string; registryVersion?: string }): Promise<ConversationMemory>;
  get(sessionId: string): Promise<ConversationMemory | undefined>;
  /** The editor's conversations, most recently updated first; with `titleContains`, those whose title contains it (ignoring case). */
  list(editor: string, options?: { titleContains?: string }): Promise<Array<Pick<ConversationMemory, 'sessionId' | 'title' | 'createdAt' | 'updatedAt'>>>;
  /** Gives the conversation a new title; its `updatedAt` stays, so renaming does not reorder the list. Throws NotFoundError. */
  rename(sessionId: string, title: string): Promise<void>;
  /**
   * Forgets the conversation in one transaction: its working memory, messages, turns and plan. The site's
   * change history keeps the changes its turns made (they outlive conversations). Throws NotFoundError.
   */
  delete(sessionId: string): Promise<void>;
  /** Merges a turn's findings into what is stored, so two turns never overwrite each other. */
  recordTurn(sessionId: string, update: TurnUpdate): Promise<ConversationMemory>;
  /**
   * Moves the conversation to another tool registry version: discovered tools not in `existingTools` are
   * dropped. Nothing changes when the conversation already has that version.
   */
  adoptRegistryVersion(
    sessionId: string,
    options: { version: string; existingTools: ReadonlySet<string> },
  ): Promise<{ previousVersion?: string; droppedTools: string[] }>;
}
