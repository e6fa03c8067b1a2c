// STUB: replaced by the owner of semantic search.
import type { ContentCatalogRepository } from '../content-catalog-repository.ts';
import type { SqliteExecutor } from './sqlite-executor.ts';

export function createSqliteContentCatalogRepository(_executor: SqliteExecutor): ContentCatalogRepository {
  return {};
}
