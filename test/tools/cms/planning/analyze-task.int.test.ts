import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServices, type TestServices } from '../../../support/test-services.ts';

let services: TestServices;

beforeAll(async () => {
  services = await createTestServices({ seed: false });
});

afterAll(async () => {
  await services.cleanup();
});

describe('plan_analyzeTask', () => {
  it('saves a numbered plan for the session and returns it', async () => {
    const result = await services.call(
      'plan_analyzeTask',
      {
        goal: 'Research remote work trends and illustrate a post',
        steps: [
          { description: 'Research the topic', tool: 'web_deepResearch' },
          { description: 'Find a photo', tool: 'pexels_searchPhotos' },
          { description: 'Download the chosen photo', tool: 'pexels_downloadPhoto', dependsOn: [2] },
          { description: 'Write the post', dependsOn: [3, 1, 1] },
        ],
      },
      { sessionId: 'planning-session' },
    );
    expect(result).toMatchObject({
      goal: 'Research remote work trends and illustrate a post',
      replacedPreviousPlan: false,
      steps: [
        { step: 1, tool: 'web_deepResearch', dependsOn: [] },
        { step: 2, tool: 'pexels_searchPhotos' },
        { step: 3, tool: 'pexels_downloadPhoto', dependsOn: [2] },
        { step: 4, tool: null, dependsOn: [1, 3] },
      ],
      next: expect.stringContaining('web_deepResearch'),
    });
    const stored = await services.store.plans.get('planning-session');
    expect(stored?.steps.map((step) => step.description)).toEqual(['Research the topic', 'Find a photo', 'Download the chosen photo', 'Write the post']);
  });

  it('replaces the earlier plan of the same session and leaves other sessions alone', async () => {
    await services.call('plan_analyzeTask', { goal: 'First', steps: [{ description: 'One' }] }, { sessionId: 'replace-session' });
    const second = await services.call(
      'plan_analyzeTask',
      { goal: 'Second', steps: [{ description: 'Look around', tool: 'tool_search' }] },
      { sessionId: 'replace-session' },
    );
    expect(second).toMatchObject({ goal: 'Second', replacedPreviousPlan: true });
    expect((await services.store.plans.get('replace-session'))?.goal).toBe('Second');
    expect(await services.store.plans.get('never-planned')).toBeUndefined();
  });

  it('names every problem at once: unknown tools with the closest names, and dependencies on later steps', async () => {
    const result = await services.call(
      'plan_analyzeTask',
      {
        goal: 'Broken plan',
        steps: [
          { description: 'Fetch', tool: 'http_gte', dependsOn: [1] },
          { description: 'Search', tool: 'web_quickSearch', dependsOn: [3] },
          { description: 'Nothing', tool: 'no_such_tool' },
        ],
      },
      { sessionId: 'broken-session' },
    );
    expect(result.error.type).toBe('VALIDATION');
    expect(result.error.fields).toEqual([
      { field: 'steps.0.tool', message: expect.stringContaining('http_get') },
      { field: 'steps.0.dependsOn', message: expect.stringContaining('first step cannot depend') },
      { field: 'steps.1.dependsOn', message: expect.stringContaining('steps 1 to 1') },
      { field: 'steps.2.tool', message: expect.stringContaining('no tool "no_such_tool"') },
    ]);
    expect(await services.store.plans.get('broken-session')).toBeUndefined();
  });

  it('reports a malformed step together with unknown tool names', async () => {
    const result = await services.call('plan_analyzeTask', { goal: 'Mixed', steps: [{ tool: 'http_get' }, { description: 'x', tool: 'nope_tool' }] });
    expect(result.error.fields.map((problem: { field: string }) => problem.field)).toEqual(expect.arrayContaining(['steps.0.description', 'steps.1.tool']));
  });

  it('refuses an empty plan and one longer than 20 steps', async () => {
    const empty = await services.call('plan_analyzeTask', { goal: 'Nothing', steps: [] });
    expect(empty.error).toMatchObject({ type: 'VALIDATION', fields: [{ field: 'steps' }] });
    const long = await services.call('plan_analyzeTask', {
      goal: 'Too much',
      steps: Array.from({ length: 21 }, (_, index) => ({ description: `Step ${index}` })),
    });
    expect(long.error).toMatchObject({ type: 'VALIDATION', fields: [{ field: 'steps' }] });
  });
});
