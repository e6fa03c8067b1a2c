// STUB: replaced by the owner of this repository.
import type { PlanRepository } from '../plan-repository.ts';
import type { SqliteExecutor } from './sqlite-executor.ts';

export function createSqlitePlanRepository(_executor: SqliteExecutor): PlanRepository {
  return {} as PlanRepository;
}
