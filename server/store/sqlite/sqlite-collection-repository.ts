// STUB: replaced by the owner of this repository.
import type { CollectionRepository } from '../collection-repository.ts';
import type { SqliteExecutor } from './sqlite-executor.ts';

export function createSqliteCollectionRepository(_executor: SqliteExecutor): CollectionRepository {
  return { listNames: async () => [] } as CollectionRepository;
}
