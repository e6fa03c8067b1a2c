import { AsyncLocalStorage } from 'node:async_hooks';
import type { ChangeAttribution } from '../change-history.ts';
import type { ContentChange } from '../content-change.ts';
import type { EntityChange, RecordChange } from './change-history/entity-change.ts';
import { SYSTEM_ATTRIBUTION, writeChangeLog } from './change-history/write-change-log.ts';
import { writeContentOutbox } from './content-outbox.ts';
import { refreshContentNames } from './sql-name-search.ts';
import type { SqlClient, SqlDatabase } from './sql-client.ts';

/** The content changes of the unit of work in progress, reported to the content index once it commits. */
const unitOfWork = new AsyncLocalStorage<{ database: SqlDatabase; changes: ContentChange[] }>();

export type AfterCommit = (changes: ContentChange[]) => Promise<void>;

/**
 * Reports committed changes: at once, or, inside a unit of work on the same database, when that unit
 * commits (its COMMIT is the one that makes them real).
 */
function reportChanges(database: SqlDatabase, changes: ContentChange[], afterCommit: AfterCommit): Promise<void> {
  const open = unitOfWork.getStore();
  if (open?.database === database) {
    open.changes.push(...changes);
    return Promise.resolve();
  }
  return changes.length > 0 ? afterCommit(changes) : Promise.resolve();
}

/**
 * Runs `work` in one transaction; every statement on this database inside it (store writes, turn
 * history, working memory) commits with it or not at all. Nested, it becomes a savepoint.
 */
export async function runInTransaction<T>({ database, afterCommit }: { database: SqlDatabase; afterCommit: AfterCommit }, work: () => Promise<T>): Promise<T> {
  const changes: ContentChange[] = [];
  const result = await database.transaction(() => unitOfWork.run({ database, changes }, work));
  await reportChanges(database, changes, afterCommit);
  return result;
}

/** What repositories use to touch the database; outside a unit of work each write is its own transaction. */
export interface SqlExecutor {
  read<T>(work: (db: SqlClient) => Promise<T>): Promise<T>;
  /**
   * Runs `work` in a transaction. It reports the searchable content it touched in `changes` (for the
   * content index) and each entity it created, changed or deleted through `record` (the change history).
   */
  write<T>(work: (db: SqlClient, changes: ContentChange[], record: RecordChange) => Promise<T>): Promise<T>;
}

export type RootExecutorOptions = {
  database: SqlDatabase;
  afterCommit: AfterCommit;
  /** Who is writing now (the agent's tool call sets it); writes outside any attribution are the system's. */
  attribution?: () => ChangeAttribution | undefined;
};

/**
 * Each write runs in its own transaction (a savepoint inside a unit of work). The entity changes it
 * records go to the change log, and the content it touched to the content outbox and the name index,
 * inside that same transaction: every CMS write passes here, so none commits without its record. Then the content index
 * hears that something changed.
 */
export function createRootExecutor({ database, afterCommit, attribution = () => undefined }: RootExecutorOptions): SqlExecutor {
  return {
    read: (work) => database.read(work),
    async write(work) {
      const changes: ContentChange[] = [];
      const result = await database.transaction(async (db) => {
        const recorded: EntityChange[] = [];
        const value = await work(db, changes, (change) => recorded.push(change));
        await writeChangeLog(db, recorded, attribution() ?? SYSTEM_ATTRIBUTION);
        await writeContentOutbox(db, changes);
        await refreshContentNames(db, changes);
        return value;
      });
      await reportChanges(database, changes, afterCommit);
      return result;
    },
  };
}
