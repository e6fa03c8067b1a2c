import { closestHint } from '../../closest-matches.ts';

type DraftStep = { tool?: unknown; dependsOn?: unknown };

/** Where in the steps array a problem is (index, field) and what is wrong. */
export type PlanProblem = { path: [number, 'tool' | 'dependsOn']; message: string };

/**
 * Problems a schema cannot express: tool names that do not exist and dependencies on steps that
 * do not come earlier. Reads the raw steps defensively, so it can run even when other fields of
 * the same request are malformed and every problem is reported in one answer.
 */
export function findPlanProblems(steps: readonly unknown[], validToolNames: readonly string[]): PlanProblem[] {
  const known = new Set(validToolNames);
  return steps.flatMap((raw, index) => {
    const step = (typeof raw === 'object' && raw !== null ? raw : {}) as DraftStep;
    const stepNumber = index + 1;
    const problems: PlanProblem[] = [];
    if (typeof step.tool === 'string' && !known.has(step.tool.trim())) {
      problems.push({
        path: [index, 'tool'],
        message: `step ${stepNumber}: no tool "${step.tool}".${closestHint(step.tool.trim(), validToolNames)} Omit the tool or call tool_search to find one.`,
      });
    }
    const dependsOn = Array.isArray(step.dependsOn) ? step.dependsOn : [];
    for (const dependency of dependsOn) {
      if (typeof dependency === 'number' && (dependency < 1 || dependency >= stepNumber)) {
        const allowed = stepNumber === 1 ? 'the first step cannot depend on any' : `it can only depend on steps 1 to ${stepNumber - 1}`;
        problems.push({ path: [index, 'dependsOn'], message: `step ${stepNumber} depends on step ${dependency}, but ${allowed}` });
      }
    }
    return problems;
  });
}
