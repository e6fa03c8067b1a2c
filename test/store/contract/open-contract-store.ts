import type { CmsStore } from '../../../server/store/cms-store.ts';
import type { ContentChange } from '../../../server/store/content-change.ts';
import { createSqlCmsStore } from '../../../server/store/sql/sql-cms-store.ts';
import { type DatabaseBackend, openTestDatabase } from '../../support/test-database.ts';

/** A throwaway empty store on the backend that records what each committed write reported to the content index. */
export async function openContractStore(backend: DatabaseBackend): Promise<{ store: CmsStore; changes: ContentChange[] }> {
  const changes: ContentChange[] = [];
  const store = createSqlCmsStore({ database: await openTestDatabase(backend), afterCommit: async (committed) => void changes.push(...committed) });
  return { store, changes };
}
