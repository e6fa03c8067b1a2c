/** Releases a conversation's lock; calling it again does nothing. */
export type ReleaseConversation = () => Promise<void>;

/**
 * At most one turn per conversation runs at a time, across every process on the database: a second
 * request for a conversation whose turn is running gets 409, wherever either of them landed. The editor's
 * Stop reaches the turn wherever it runs, too.
 */
export interface ConversationLocks {
  /** Takes the conversation's lock, or answers undefined when one of its turns is running. */
  tryAcquire(sessionId: string): Promise<ReleaseConversation | undefined>;
  /**
   * Asks the process running the conversation's turn to stop it (its `onStop` listeners hear it) and
   * resolves once the turn has ended or `waitMs` passed; answers whether a turn was running.
   */
  stop(sessionId: string, options: { waitMs: number }): Promise<boolean>;
  /** Hears every stop asked for, whichever process it was asked of. */
  onStop(listener: (sessionId: string) => void): void;
  close(): Promise<void>;
}

/** Waits without holding the process open. */
export const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

/** Locks for one process alone: the embedded (SQLite) set-up, where no other process serves the conversations. */
export function createInProcessConversationLocks(): ConversationLocks {
  /** Each held conversation, with what resolves when it is released. */
  const held = new Map<string, Promise<void>>();
  const listeners: Array<(sessionId: string) => void> = [];
  return {
    async tryAcquire(sessionId) {
      if (held.has(sessionId)) return undefined;
      let released!: () => void;
      held.set(sessionId, new Promise((resolve) => (released = resolve)));
      let done = false;
      return async () => {
        if (done) return;
        done = true;
        held.delete(sessionId);
        released();
      };
    },
    async stop(sessionId, { waitMs }) {
      const released = held.get(sessionId);
      if (!released) return false;
      for (const listener of listeners) listener(sessionId);
      await Promise.race([released, pause(waitMs)]);
      return true;
    },
    onStop: (listener) => void listeners.push(listener),
    async close() {},
  };
}

/** Polls `tryAcquire` until the conversation is free or `waitMs` passed: how a process waits for a turn another one runs. */
export async function waitUntilFree(locks: Pick<ConversationLocks, 'tryAcquire'>, sessionId: string, waitMs: number): Promise<void> {
  const deadline = Date.now() + waitMs;
  while (Date.now() < deadline) {
    const release = await locks.tryAcquire(sessionId);
    if (release) return release();
    await pause(100);
  }
}
