import type { Plan, PlanRepository, StoredPlan } from '../plan-repository.ts';
import type { SqlExecutor } from './sql-executor.ts';

type PlanRow = { session_id: string; plan_json: string; created_at: string; updated_at: string };

function toStoredPlan(row: PlanRow): StoredPlan {
  const plan = JSON.parse(row.plan_json) as Plan;
  return { sessionId: row.session_id, goal: plan.goal, steps: plan.steps, createdAt: row.created_at, updatedAt: row.updated_at };
}

const SELECT_PLAN = 'SELECT session_id, plan_json, created_at, updated_at FROM session_plans WHERE session_id = ?';

export function createSqlPlanRepository(executor: SqlExecutor): PlanRepository {
  return {
    // Plans are not searchable content, so a save records no content change.
    save: (sessionId, plan) =>
      executor.write(async (db) => {
        const now = new Date().toISOString();
        await db.run(
          `INSERT INTO session_plans (session_id, plan_json, created_at, updated_at) VALUES (?, ?, ?, ?)
           ON CONFLICT (session_id) DO UPDATE SET plan_json = excluded.plan_json, updated_at = excluded.updated_at`,
          [sessionId, JSON.stringify({ goal: plan.goal, steps: plan.steps }), now, now],
        );
        return toStoredPlan((await db.get<PlanRow>(SELECT_PLAN, [sessionId]))!);
      }),
    get: (sessionId) =>
      executor.read(async (db) => {
        const row = await db.get<PlanRow>(SELECT_PLAN, [sessionId]);
        return row ? toStoredPlan(row) : undefined;
      }),
  };
}
