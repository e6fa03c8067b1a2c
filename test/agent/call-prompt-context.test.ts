import { describe, expect, it } from 'vitest';
import { callPromptContext } from '../../server/agent/call-prompt-context.ts';
import type { Plan } from '../../server/store/plan-repository.ts';
import type { ConversationMemory } from '../../server/conversations/working-memory/working-memory.ts';

const memory: ConversationMemory = {
  sessionId: 's1',
  editor: 'ada',
  title: 'Edits',
  createdAt: '2026-11-25T06:00:00Z',
  updatedAt: '2026-11-25T07:00:00Z',
  entities: [{ type: 'page', id: 4, name: 'About', seenAt: '2026-11-25T07:00:00Z' }],
  discoveredTools: [],
  usedTools: Array.from({ length: 7 }, (_, index) => ({ name: `tool_${index}`, count: 1, lastUsed: '2026-11-25T07:00:00Z', lastResult: 'success' as const })),
  summary: 'Renamed the about page.',
};
const plan: Plan = {
  goal: 'Spring sale',
  steps: [
    { number: 1, description: 'Add a banner', dependsOn: [] },
    { number: 2, description: 'Publish', dependsOn: [] },
  ],
};
const now = new Date('2026-11-25T23:59:00Z');

describe('callPromptContext', () => {
  it("shows the working memory, the five tools used last and the plan, with today's date", () => {
    const context = callPromptContext({
      editor: 'ada',
      now,
      memory,
      plan,
      message: 'add a banner to the about page',
      toolRules: 'Sections follow their template.',
    });
    expect(context).toEqual({
      editor: 'ada',
      currentDate: '2026-11-25',
      entities: memory.entities,
      recentlyUsedTools: memory.usedTools.slice(0, 5),
      plan: '"Spring sale", recorded with 2 steps.',
      toolRules: 'Sections follow their template.',
    });
  });

  it('keeps the working memory and plan out of the prompt of a greeting or thanks', () => {
    expect(callPromptContext({ editor: 'ada', now, memory, plan, message: 'thanks!', toolRules: undefined })).toEqual({
      editor: 'ada',
      currentDate: '2026-11-25',
      entities: [],
      recentlyUsedTools: [],
      plan: undefined,
      toolRules: undefined,
    });
  });

  it('shows the memory when the call continues after approvals, with no message of its own', () => {
    expect(callPromptContext({ editor: 'ada', now, memory, plan: undefined, message: undefined, toolRules: undefined }).entities).toEqual(memory.entities);
  });

  it('lists the newest five of the entities working memory keeps', () => {
    const entities = Array.from({ length: 10 }, (_, index) => ({ type: 'section' as const, id: 10 - index, name: 'hero', seenAt: '2026-11-25T07:00:00Z' }));
    const shown = callPromptContext({ editor: 'ada', now, memory: { ...memory, entities }, plan: undefined, message: 'change it', toolRules: undefined });
    expect(shown.entities.map((entity) => entity.id)).toEqual([10, 9, 8, 7, 6]);
  });
});
