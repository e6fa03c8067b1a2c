// STUB: replaced by the owner of this repository.
import type { PostRepository } from '../post-repository.ts';
import type { SqliteExecutor } from './sqlite-executor.ts';

export function createSqlitePostRepository(_executor: SqliteExecutor): PostRepository {
  return {} as PostRepository;
}
