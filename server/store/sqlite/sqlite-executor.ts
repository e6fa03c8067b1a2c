import type { SqliteConnection } from './sqlite-connection.ts';
import type { ContentChange } from '../content-change.ts';

/**
 * Serialises access to the one SQLite connection. better-sqlite3 is synchronous, but the store's
 * interface is async (so a server database can replace it); a multi-step transaction awaits between
 * statements, and without this lock another request's write could land inside it.
 */
export class AsyncLock {
  private tail: Promise<void> = Promise.resolve();

  async run<T>(task: () => Promise<T> | T): Promise<T> {
    const previous = this.tail;
    let release!: () => void;
    this.tail = new Promise<void>((resolve) => (release = resolve));
    await previous;
    try {
      return await task();
    } finally {
      release();
    }
  }
}

/** What repositories use to touch the database; outside a transaction each call is its own transaction. */
export interface SqliteExecutor {
  read<T>(work: (db: SqliteConnection) => T): Promise<T>;
  write<T>(work: (db: SqliteConnection, changes: ContentChange[]) => T): Promise<T>;
}

export type AfterCommit = (changes: ContentChange[]) => Promise<void>;

/** Each write runs in its own SQLite transaction, then the content index hears what changed. */
export function createRootExecutor({ db, lock, afterCommit }: { db: SqliteConnection; lock: AsyncLock; afterCommit: AfterCommit }): SqliteExecutor {
  return {
    read: (work) => lock.run(() => work(db)),
    async write(work) {
      const changes: ContentChange[] = [];
      const result = await lock.run(() => db.transaction(() => work(db, changes)));
      if (changes.length > 0) await afterCommit(changes);
      return result;
    },
  };
}

/** Inside `store.transaction`: statements run directly, changes are collected for after COMMIT. */
export function createTransactionExecutor({ db, changes }: { db: SqliteConnection; changes: ContentChange[] }): SqliteExecutor {
  return {
    read: async (work) => work(db),
    write: async (work) => work(db, changes),
  };
}
