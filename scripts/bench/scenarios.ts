import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

export const SCENARIOS_FILE = path.resolve(import.meta.dirname, '..', '..', 'data', 'bench', 'scenarios.json');

/** What the scripted model does in one step: search for tools, call tools (in parallel), or answer. */
const stepSchema = z.union([
  z.strictObject({ search: z.array(z.string().min(2)).min(1).describe('tool_search queries, sent in parallel') }),
  z.strictObject({ calls: z.array(z.strictObject({ tool: z.string().min(1), input: z.record(z.string(), z.unknown()) })).min(1) }),
  z.strictObject({ text: z.string().min(1) }),
]);

export const scenarioSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9-]+$/),
  /** A: no tool needed. B: one tool. C: several tools and searches. */
  type: z.enum(['A', 'B', 'C']),
  /** BCP 47 code of the editor's language, e.g. "de". */
  language: z.string().min(2),
  message: z.string().min(1),
  steps: z
    .array(stepSchema)
    .min(1)
    .refine((steps) => 'text' in steps.at(-1)!, 'the last step must answer with text'),
});

export type Scenario = z.infer<typeof scenarioSchema>;
export type ScenarioStep = Scenario['steps'][number];
export type ScenarioType = Scenario['type'];
export const SCENARIO_TYPES: readonly ScenarioType[] = ['A', 'B', 'C'];

/** Reads and checks the scenario file: every problem named, ids unique. */
export function loadScenarios(file = SCENARIOS_FILE): Scenario[] {
  const parsed = z.array(scenarioSchema).safeParse(JSON.parse(fs.readFileSync(file, 'utf8')));
  if (!parsed.success) throw new Error(`${file}: ${z.prettifyError(parsed.error)}`);
  const seen = new Set<string>();
  for (const scenario of parsed.data) {
    if (seen.has(scenario.id)) throw new Error(`${file}: scenario id "${scenario.id}" is used twice`);
    seen.add(scenario.id);
  }
  return parsed.data;
}

/** The CMS tools a scenario calls, in order of first use: the oracle mode declares exactly these. */
export function toolsUsedBy(scenario: Scenario): string[] {
  return [...new Set(scenario.steps.flatMap((step) => ('calls' in step ? step.calls.map((call) => call.tool) : [])))];
}

export const CONVERSATIONS_FILE = path.resolve(import.meta.dirname, '..', '..', 'data', 'bench', 'conversations.json');

/** Two- and three-turn conversations, each turn one of the scenarios, sent in order in one session. */
const conversationSchema = z.strictObject({ id: z.string().regex(/^[a-z0-9-]+$/), turns: z.array(z.string()).min(2).max(3) });
export type Conversation = { id: string; turns: Scenario[] };

/** Reads the conversations and resolves their turns; an unknown scenario id is an error. */
export function loadConversations(scenarios: readonly Scenario[], file = CONVERSATIONS_FILE): Conversation[] {
  const parsed = z.array(conversationSchema).safeParse(JSON.parse(fs.readFileSync(file, 'utf8')));
  if (!parsed.success) throw new Error(`${file}: ${z.prettifyError(parsed.error)}`);
  const byId = new Map(scenarios.map((scenario) => [scenario.id, scenario]));
  return parsed.data.map(({ id, turns }) => ({
    id,
    turns: turns.map((turn) => {
      const scenario = byId.get(turn);
      if (!scenario) throw new Error(`${file}: conversation "${id}" names unknown scenario "${turn}"`);
      return scenario;
    }),
  }));
}

export const LONG_CONVERSATIONS_FILE = path.resolve(import.meta.dirname, '..', '..', 'data', 'bench', 'long-conversations.json');

/**
 * Editing sessions of 10 to 20 turns. A turn is a scenario's id or a scenario written in place: turns that
 * refer back to the session's first turns ("the page we created at the beginning") only make sense there.
 */
const longConversationSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9-]+$/),
  turns: z
    .array(z.union([z.string(), scenarioSchema]))
    .min(10)
    .max(20),
});

/** Reads the long conversations and resolves their turns; an unknown scenario id, or an in-place id that repeats a scenario's, is an error. */
export function loadLongConversations(scenarios: readonly Scenario[], file = LONG_CONVERSATIONS_FILE): Conversation[] {
  const parsed = z.array(longConversationSchema).safeParse(JSON.parse(fs.readFileSync(file, 'utf8')));
  if (!parsed.success) throw new Error(`${file}: ${z.prettifyError(parsed.error)}`);
  const byId = new Map(scenarios.map((scenario) => [scenario.id, scenario]));
  return parsed.data.map(({ id, turns }) => ({
    id,
    turns: turns.map((turn) => {
      if (typeof turn !== 'string') {
        if (byId.has(turn.id)) throw new Error(`${file}: conversation "${id}" writes a turn "${turn.id}" that is already a scenario's id`);
        return turn;
      }
      const scenario = byId.get(turn);
      if (!scenario) throw new Error(`${file}: conversation "${id}" names unknown scenario "${turn}"`);
      return scenario;
    }),
  }));
}
