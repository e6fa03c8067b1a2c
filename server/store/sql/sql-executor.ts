import { AsyncLocalStorage } from 'node:async_hooks';
import type { ChangeAttribution } from '../change-history.ts';
import type { ContentChange } from '../content-change.ts';
import type { EntityChange, RecordChange } from './change-history/entity-change.ts';
import { SYSTEM_ATTRIBUTION, writeChangeLog } from './change-history/write-change-log.ts';
import type { SqliteConnection } from '../sqlite/sqlite-connection.ts';

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
  /**
   * Runs `work` in a transaction. It reports the searchable content it touched in `changes` (for the
   * content index) and each entity it created, changed or deleted through `record` (the change history).
   */
  write<T>(work: (db: SqliteConnection, changes: ContentChange[], record: RecordChange) => T): Promise<T>;
}

export type AfterCommit = (changes: ContentChange[]) => Promise<void>;

export type RootExecutorOptions = {
  db: SqliteConnection;
  lock: AsyncLock;
  afterCommit: AfterCommit;
  /** Who is writing now (the agent's tool call sets it); writes outside any attribution are the system's. */
  attribution?: () => ChangeAttribution | undefined;
};

/**
 * Each write runs in its own SQLite transaction (a savepoint inside a unit of work), and the entity
 * changes it records go to the change log inside that same transaction: every CMS write passes here,
 * so none commits without its record. Then the content index hears what changed.
 */
export function createRootExecutor({ db, lock, afterCommit, attribution = () => undefined }: RootExecutorOptions): SqliteExecutor {
  return {
    read: (work) => lock.run(() => work(db)),
    async write(work) {
      const changes: ContentChange[] = [];
      const result = await lock.run(() =>
        db.transaction(() => {
          const recorded: EntityChange[] = [];
          const value = work(db, changes, (change) => recorded.push(change));
          writeChangeLog(db, recorded, attribution() ?? SYSTEM_ATTRIBUTION);
          return value;
        }),
      );
      await reportChanges(db, changes, afterCommit);
      return result;
    },
  };
}
