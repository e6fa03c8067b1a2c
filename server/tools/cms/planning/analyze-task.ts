import { z } from 'zod';
import type { ToolDependencies } from '../../tool-dependencies.ts';
import type { PlanStep } from '../../../store/plan-repository.ts';
import { defineCmsTool } from '../../define-cms-tool.ts';
import { findPlanProblems } from './find-plan-problems.ts';

export const MAX_PLAN_STEPS = 20;

const stepSchema = z.object({
  description: z.string().trim().min(1).max(500).describe('What this step achieves, e.g. "Read the About page and its sections"'),
  tool: z
    .string()
    .trim()
    .min(1)
    .optional()
    .describe('The tool this step will call, e.g. "cms_getPage". Omit when unsure; the step can start with tool_search.'),
  dependsOn: z
    .array(z.number().int())
    .optional()
    .describe('Numbers of EARLIER steps that must finish first, e.g. [1, 2]. Steps are numbered from 1 in the order given.'),
});

export function createAnalyzeTaskTool({ store }: Pick<ToolDependencies, 'store'>, { knownToolNames }: { knownToolNames: readonly string[] }) {
  const validToolNames = [...new Set([...knownToolNames, 'tool_search'])];
  return defineCmsTool({
    name: 'plan_analyzeTask',
    title: 'Plan a task',
    risk: 'safe',
    extraction: null,
    description:
      'Record a step-by-step plan before working on a request that needs several tool calls (e.g. "create a services page with three ' +
      'sections and add it to the menu"). Give the goal and the ordered steps, each with the tool you expect to use and the earlier steps it ' +
      'depends on. The plan is checked (unknown tool names are reported with the closest real names) and saved for this conversation, ' +
      'replacing any earlier plan. Returns the numbered plan. Not needed for single-step requests.',
    inputSchema: z.object({
      goal: z.string().trim().min(1).max(500).describe('The editor\'s request in one sentence, e.g. "Add a pricing page linked from the main menu"'),
      steps: z
        .array(stepSchema)
        .min(1)
        .max(MAX_PLAN_STEPS)
        .superRefine(
          (steps, context) => {
            for (const { path, message } of findPlanProblems(steps, validToolNames)) context.addIssue({ code: 'custom', message, path });
          },
          // Run even when another field is malformed, so every problem comes back in one answer.
          { when: (payload) => Array.isArray(payload.value) },
        )
        .describe(`The steps in order, 1 to ${MAX_PLAN_STEPS}`),
    }),
    execute: async ({ goal, steps }, context) => {
      const planSteps: PlanStep[] = steps.map((step, index) => ({
        number: index + 1,
        description: step.description,
        ...(step.tool ? { tool: step.tool } : {}),
        dependsOn: [...new Set(step.dependsOn ?? [])].sort((left, right) => left - right),
      }));
      const previous = await store.plans.get(context.sessionId);
      const saved = await store.plans.save(context.sessionId, { goal, steps: planSteps });
      return {
        goal: saved.goal,
        steps: saved.steps.map(({ number, description, tool, dependsOn }) => ({ step: number, description, tool: tool ?? null, dependsOn })),
        replacedPreviousPlan: previous !== undefined,
        next: planSteps[0]!.tool ? `Start with step 1: call ${planSteps[0]!.tool}.` : 'Start with step 1: call tool_search to find the tool it needs.',
      };
    },
  });
}
