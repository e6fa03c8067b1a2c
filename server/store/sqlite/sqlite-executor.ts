import { AsyncLocalStorage } from 'node:async_hooks';
import type { ContentChange } from '../content-change.ts';
import type { SqliteConnection } from './sqlite-connection.ts';

/**
 * Serialises access to the one SQLite connection. node:sqlite is synchronous, but the store's
 * interface is async (so a server database can replace it); a multi-step transaction awaits between
 * statements, and without this lock another request's write could land inside it. The lock is
 * reentrant for the work that holds it (tracked through async context), so a unit of work can call
 * repositories and the turn history, which take the lock themselves, without waiting on itself.
 */
export class AsyncLock {
  private tail: Promise<void> = Promise.resolve();
  private readonly holder = new AsyncLocalStorage<AsyncLock>();

  async run<T>(task: () => Promise<T> | T): Promise<T> {
    if (this.holder.getStore() === this) return task();
    const previous = this.tail;
    let release!: () => void;
    this.tail = new Promise<void>((resolve) => (release = resolve));
    await previous;
    try {
      return await this.holder.run(this, task);
    } finally {
      release();
    }
  }
}

/** The content changes of the unit of work in progress, reported to the content index once it commits. */
const unitOfWork = new AsyncLocalStorage<{ db: SqliteConnection; changes: ContentChange[] }>();

/**
 * Reports committed changes: at once, or, inside a unit of work on the same connection, when that
 * unit commits (its COMMIT is the one that makes them real).
 */
export function reportChanges(db: SqliteConnection, changes: ContentChange[], afterCommit: AfterCommit): Promise<void> {
  const open = unitOfWork.getStore();
  if (open?.db === db) {
    open.changes.push(...changes);
    return Promise.resolve();
  }
  return changes.length > 0 ? afterCommit(changes) : Promise.resolve();
}

/**
 * Runs async `work` in one SQLite transaction; every statement on this connection inside it (store
 * writes, turn history) commits with it or not at all. Nested, it becomes a savepoint.
 */
export async function runInTransaction<T>(
  { db, lock, afterCommit }: { db: SqliteConnection; lock: AsyncLock; afterCommit: AfterCommit },
  work: () => Promise<T>,
): Promise<T> {
  const changes: ContentChange[] = [];
  const result = await lock.run(async () => {
    const nested = db.isTransaction;
    const savepoint = `unit_of_work_${Math.random().toString(36).slice(2)}`;
    db.exec(nested ? `SAVEPOINT ${savepoint}` : 'BEGIN IMMEDIATE');
    try {
      const value = await unitOfWork.run({ db, changes }, work);
      db.exec(nested ? `RELEASE ${savepoint}` : 'COMMIT');
      return value;
    } catch (error) {
      db.exec(nested ? `ROLLBACK TO ${savepoint}; RELEASE ${savepoint}` : 'ROLLBACK');
      throw error;
    }
  });
  await reportChanges(db, changes, afterCommit);
  return result;
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
      await reportChanges(db, changes, afterCommit);
      return result;
    },
  };
}
