import { AsyncLocalStorage } from 'node:async_hooks';
import type { AfterRevert, ChangeAttribution } from '../change-history.ts';
import type { CmsRepositories, CmsStore } from '../cms-store.ts';
import { createSqlChangeHistory } from './change-history/sql-change-history.ts';
import type { SqlDatabase } from './sql-client.ts';
import { createSqlCollectionRepository } from './sql-collection-repository.ts';
import { createSqlContentCatalogRepository } from './sql-content-catalog-repository.ts';
import { type AfterCommit, createRootExecutor, runInTransaction, type SqlExecutor } from './sql-executor.ts';
import { createSqlImageRepository } from './sql-image-repository.ts';
import { createSqlNavigationRepository } from './sql-navigation-repository.ts';
import { createSqlPageRepository } from './sql-page-repository.ts';
import { createSqlSecretRepository } from './sql-secret-repository.ts';
import { createSqlPlanRepository } from './sql-plan-repository.ts';
import { createSqlPostRepository } from './sql-post-repository.ts';
import { createSqlSectionRepository, createSqlSectionTemplateRepository } from './sql-section-repository.ts';

export type SqlCmsStoreOptions = {
  database: SqlDatabase;
  /** Called after every committed write that touched searchable content (the content index listens here). */
  afterCommit?: AfterCommit;
  /** Called after every committed undo of changes, with what it undid. */
  afterRevert?: AfterRevert;
};

const COUNTED_TABLES = ['pages', 'sections', 'section_templates', 'images', 'posts', 'navigation_items', 'collections', 'collection_entries'];

function createRepositories(executor: SqlExecutor, afterRevert?: AfterRevert): CmsRepositories {
  return {
    pages: createSqlPageRepository(executor),
    sectionTemplates: createSqlSectionTemplateRepository(executor),
    sections: createSqlSectionRepository(executor),
    images: createSqlImageRepository(executor),
    posts: createSqlPostRepository(executor),
    navigation: createSqlNavigationRepository(executor),
    collections: createSqlCollectionRepository(executor),
    plans: createSqlPlanRepository(executor),
    contentCatalog: createSqlContentCatalogRepository(executor),
    changes: createSqlChangeHistory(executor, { afterRevert }),
  };
}

/** The CMS store on a database that other stores (working memory, turn history) may share; closing the store closes the database. */
export function createSqlCmsStore({ database, afterCommit = async () => {}, afterRevert }: SqlCmsStoreOptions): CmsStore {
  // Who is writing, for the change history: set per agent tool call or editor request, read by every write.
  const attribution = new AsyncLocalStorage<ChangeAttribution>();
  const root = createRepositories(createRootExecutor({ database, afterCommit, attribution: () => attribution.getStore() }), afterRevert);

  return {
    ...root,
    // Inside the unit of work each write is a savepoint of its transaction.
    transaction: (work) => runInTransaction({ database, afterCommit }, () => work(root)),
    atomically: (work) => runInTransaction({ database, afterCommit }, work),
    attributed: (who, work) => attribution.run(who, work),
    secrets: createSqlSecretRepository(database),
    async status() {
      const { ok, schemaVersion } = await database.status();
      const counts: Record<string, number> = {};
      if (!ok) return { driver: database.dialect.name, ok, schemaVersion, counts };
      await database.read(async (db) => {
        for (const table of COUNTED_TABLES) counts[table] = (await db.value<number>(`SELECT COUNT(*) FROM ${table}`))!;
      });
      return { driver: database.dialect.name, ok, schemaVersion, counts };
    },
    close: () => database.close(),
  };
}
