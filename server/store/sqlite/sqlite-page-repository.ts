// STUB: replaced by the owner of this repository.
import type { PageRepository } from '../page-repository.ts';
import type { SqliteExecutor } from './sqlite-executor.ts';

export function createSqlitePageRepository(_executor: SqliteExecutor): PageRepository {
  return { listSlugs: async () => [] } as PageRepository;
}
