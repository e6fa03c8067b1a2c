import type { CmsStore } from '../../../server/store/cms-store.ts';
import type { ContentChange } from '../../../server/store/content-change.ts';
import { openSqliteCmsStore } from '../../../server/store/sql/sql-cms-store.ts';

/** A throwaway in-memory store that records what each committed write reported to the content index. */
export function openMemoryStore(): { store: CmsStore; changes: ContentChange[] } {
  const changes: ContentChange[] = [];
  const store = openSqliteCmsStore({ filename: ':memory:', afterCommit: async (committed) => void changes.push(...committed) });
  return { store, changes };
}
