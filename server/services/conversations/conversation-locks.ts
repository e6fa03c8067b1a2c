/** Releases a conversation's lock; calling it again does nothing. */
export type ReleaseConversation = () => Promise<void>;

/**
 * At most one turn per conversation runs at a time, across every process on the database: a second
 * request for a conversation whose turn is running gets 409, wherever either of them landed.
 */
export interface ConversationLocks {
  /** Takes the conversation's lock, or answers undefined when one of its turns is running. */
  tryAcquire(sessionId: string): Promise<ReleaseConversation | undefined>;
  close(): Promise<void>;
}

/** Locks for one process alone: the embedded (SQLite) set-up, where no other process serves the conversations. */
export function createInProcessConversationLocks(): ConversationLocks {
  const held = new Set<string>();
  return {
    async tryAcquire(sessionId) {
      if (held.has(sessionId)) return undefined;
      held.add(sessionId);
      let released = false;
      return async () => {
        if (released) return;
        released = true;
        held.delete(sessionId);
      };
    },
    async close() {},
  };
}
