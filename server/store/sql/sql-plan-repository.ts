import type { Plan, PlanRepository, StoredPlan } from '../plan-repository.ts';
import type { SqliteExecutor } from './sql-executor.ts';

type PlanRow = { session_id: string; plan_json: string; created_at: string; updated_at: string };

function toStoredPlan(row: PlanRow): StoredPlan {
  const plan = JSON.parse(row.plan_json) as Plan;
  return { sessionId: row.session_id, goal: plan.goal, steps: plan.steps, createdAt: row.created_at, updatedAt: row.updated_at };
}

const SELECT_PLAN = 'SELECT session_id, plan_json, created_at, updated_at FROM session_plans WHERE session_id = ?';

export function createSqlitePlanRepository(executor: SqliteExecutor): PlanRepository {
  return {
    // Plans are not searchable content, so a save records no content change.
    save: (sessionId, plan) =>
      executor.write((db) => {
        const now = new Date().toISOString();
        db.prepare(
          `INSERT INTO session_plans (session_id, plan_json, created_at, updated_at) VALUES (?, ?, ?, ?)
           ON CONFLICT (session_id) DO UPDATE SET plan_json = excluded.plan_json, updated_at = excluded.updated_at`,
        ).run(sessionId, JSON.stringify({ goal: plan.goal, steps: plan.steps }), now, now);
        return toStoredPlan(db.prepare(SELECT_PLAN).get(sessionId) as PlanRow);
      }),
    get: (sessionId) =>
      executor.read((db) => {
        const row = db.prepare(SELECT_PLAN).get(sessionId) as PlanRow | undefined;
        return row ? toStoredPlan(row) : undefined;
      }),
  };
}
