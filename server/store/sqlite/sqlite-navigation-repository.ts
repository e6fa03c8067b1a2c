// STUB: replaced by the owner of this repository.
import type { NavigationRepository } from '../navigation-repository.ts';
import type { SqliteExecutor } from './sqlite-executor.ts';

export function createSqliteNavigationRepository(_executor: SqliteExecutor): NavigationRepository {
  return {} as NavigationRepository;
}
