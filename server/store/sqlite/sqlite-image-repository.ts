// STUB: replaced by the owner of this repository.
import type { ImageRepository } from '../image-repository.ts';
import type { SqliteExecutor } from './sqlite-executor.ts';

export function createSqliteImageRepository(_executor: SqliteExecutor): ImageRepository {
  return {} as ImageRepository;
}
