/** One step of the agent's plan for a multi-step request; numbered from 1. */
export type PlanStep = {
  number: number;
  description: string;
  /** The tool the agent expects to call for this step, if it knows it yet. */
  tool?: string;
  /** Numbers of earlier steps this one needs finished first. */
  dependsOn: number[];
};

export type Plan = { goal: string; steps: PlanStep[] };

export type StoredPlan = Plan & { sessionId: string; createdAt: string; updatedAt: string };

/** The current plan of each conversation; saving again replaces it. */
export interface PlanRepository {
  save(sessionId: string, plan: Plan): Promise<StoredPlan>;
  get(sessionId: string): Promise<StoredPlan | undefined>;
}
