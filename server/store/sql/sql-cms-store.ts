import { AsyncLocalStorage } from 'node:async_hooks';
import type { ChangeAttribution } from '../change-history.ts';
import type { CmsRepositories, CmsStore } from '../cms-store.ts';
import { createSqliteChangeHistory } from './change-history/sql-change-history.ts';
import { createSqliteCollectionRepository } from './sql-collection-repository.ts';
import { createSqliteContentCatalogRepository } from './sql-content-catalog-repository.ts';
import { createSqliteImageRepository } from './sql-image-repository.ts';
import { createSqliteNavigationRepository } from './sql-navigation-repository.ts';
import { createSqlitePageRepository } from './sql-page-repository.ts';
import { createSqlitePlanRepository } from './sql-plan-repository.ts';
import { createSqlitePostRepository } from './sql-post-repository.ts';
import { createSqliteSectionRepository, createSqliteSectionTemplateRepository } from './sql-section-repository.ts';
import { openSqliteDatabase, type SqliteDatabase } from '../sqlite/sqlite-database.ts';
import { type AfterCommit, createRootExecutor, runInTransaction, type SqliteExecutor } from './sql-executor.ts';

export type SqliteCmsStoreOptions = {
  database: SqliteDatabase;
  /** Called after every committed write that touched searchable content (the content index listens here). */
  afterCommit?: AfterCommit;
};

const COUNTED_TABLES = ['pages', 'sections', 'section_templates', 'images', 'posts', 'navigation_items', 'collections', 'collection_entries'];

function createRepositories(executor: SqliteExecutor): CmsRepositories {
  return {
    pages: createSqlitePageRepository(executor),
    sectionTemplates: createSqliteSectionTemplateRepository(executor),
    sections: createSqliteSectionRepository(executor),
    images: createSqliteImageRepository(executor),
    posts: createSqlitePostRepository(executor),
    navigation: createSqliteNavigationRepository(executor),
    collections: createSqliteCollectionRepository(executor),
    plans: createSqlitePlanRepository(executor),
    contentCatalog: createSqliteContentCatalogRepository(executor),
    changes: createSqliteChangeHistory(executor),
  };
}

/** Opens its own database: for tests and tools that need only the CMS store. */
export function openSqliteCmsStore({ filename, afterCommit }: { filename: string; afterCommit?: AfterCommit }): CmsStore {
  return createSqliteCmsStore({ database: openSqliteDatabase(filename), afterCommit });
}

/** The CMS store on a shared connection; closing the store closes the connection. */
export function createSqliteCmsStore({ database, afterCommit = async () => {} }: SqliteCmsStoreOptions): CmsStore {
  const { db, lock, schemaVersion } = database;
  // Who is writing, for the change history: set per agent tool call or editor request, read by every write.
  const attribution = new AsyncLocalStorage<ChangeAttribution>();
  const root = createRepositories(createRootExecutor({ db, lock, afterCommit, attribution: () => attribution.getStore() }));

  return {
    ...root,
    // Inside the unit of work the lock is the caller's and each write a savepoint of its transaction.
    transaction: (work) => runInTransaction({ db, lock, afterCommit }, () => work(root)),
    atomically: (work) => runInTransaction({ db, lock, afterCommit }, work),
    attributed: (who, work) => attribution.run(who, work),
    async status() {
      return lock.run(() => {
        const counts = Object.fromEntries(COUNTED_TABLES.map((table) => [table, db.prepare(`SELECT COUNT(*) FROM ${table}`).pluck().get() as number]));
        const ok = db.prepare('PRAGMA quick_check').pluck().get() === 'ok';
        return { driver: 'sqlite', ok, schemaVersion, counts };
      });
    },
    close() {
      database.close();
    },
  };
}
