// STUB: replaced by the owner of this repository.
import type { SectionRepository, SectionTemplateRepository } from '../section-repository.ts';
import type { SqliteExecutor } from './sqlite-executor.ts';

export function createSqliteSectionRepository(_executor: SqliteExecutor): SectionRepository {
  return {};
}
export function createSqliteSectionTemplateRepository(_executor: SqliteExecutor): SectionTemplateRepository {
  return { listNames: async () => [] };
}
