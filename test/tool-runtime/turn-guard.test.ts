import { describe, expect, it } from 'vitest';
import { createTurnGuard, isEmptyResult, type TurnBudgets } from '../../server/tool-runtime/turn-guard.ts';
import { createLogger } from '../../server/logger.ts';
import type { CompletedWrite, ToolCallRecord } from '../../server/conversations/turn-history/turn-history.ts';

const budgets: TurnBudgets = { modelSteps: 5, toolCalls: 3, toolSearches: 2 };
const guard = (options: Partial<Parameters<typeof createTurnGuard>[0]> = {}) =>
  createTurnGuard({ sessionId: 's', turn: 1, registryVersion: 'v1', budgets, logger: createLogger({ level: 'silent' }), ...options });

describe('loop detection', () => {
  it('runs the same call twice and refuses the third, telling the model to try something else', () => {
    const turn = guard();
    expect(turn.admit('cms_getPage', 'hash-a')).toBeUndefined();
    expect(turn.admit('cms_getPage', 'hash-a')).toBeUndefined();
    expect(turn.admit('cms_getPage', 'hash-a')).toEqual({
      error: { type: 'LOOP_DETECTED', message: expect.stringMatching(/Try something else/), retryable: false },
    });
  });

  it('counts other arguments and other tools apart', () => {
    const turn = guard({ budgets: { ...budgets, toolCalls: 10 } });
    for (const hash of ['a', 'a', 'b', 'b']) expect(turn.admit('cms_getPage', hash)).toBeUndefined();
    expect(turn.admit('cms_listPages', 'a')).toBeUndefined();
  });
});

describe('empty results', () => {
  it('adds a suggestion the second time a tool finds nothing, not the first', async () => {
    const turn = guard();
    const first = await turn.settle({ tool: 'cms_findImage', argumentsHash: 'a', output: { images: [] } });
    expect(first.output).toEqual({ images: [] });
    expect(first.call.outcome).toBe('empty');
    const second = await turn.settle({ tool: 'cms_findImage', argumentsHash: 'b', output: { images: [], hint: 'none' } });
    expect(second.output).toMatchObject({ images: [], hint: 'none', suggestion: expect.stringMatching(/found nothing again.*another tool/) });
  });

  it("counts the session's earlier turns", async () => {
    const history: ToolCallRecord[] = [{ tool: 'cms_findImage', argumentsHash: 'x', outcome: 'empty' }];
    const { output } = await guard({ history }).settle({ tool: 'cms_findImage', argumentsHash: 'y', output: [] });
    expect(output).toMatchObject({ results: [], suggestion: expect.any(String) });
  });

  it.each([
    [{ images: [] }, true],
    [[], true],
    [{ deleted: [], notFound: ['x'] }, false],
    [{ page: { id: 1 } }, false],
    [{ error: { type: 'NOT_FOUND' } }, false],
    ['text', false],
  ])('classifies %j as empty: %s', (output, empty) => {
    expect(isEmptyResult(output)).toBe(empty);
  });
});

describe('budgets', () => {
  it('counts tool calls and tool searches apart, refuses the call over a budget, and then wraps up', () => {
    const turn = guard();
    for (let call = 0; call < 3; call++) expect(turn.admit(`cms_tool${call}`, 'h')).toBeUndefined();
    expect(turn.admit('tool_search', 'q1')).toBeUndefined();
    expect(turn.beginStep({ stepNumber: 1, activeTools: [] })).toEqual({});
    expect(turn.admit('cms_tool9', 'h')).toMatchObject({ error: { type: 'BUDGET_EXHAUSTED', message: expect.stringMatching(/all 3 tool calls/) } });
    expect(turn.exhausted).toEqual({ budget: 'toolCalls', limit: 3 });
    expect(turn.beginStep({ stepNumber: 2, activeTools: [] }).wrapUpNote).toMatch(/limit of 3 tool calls.*Tools are off/);
    expect(turn.wrapUpDone(2)).toBe(false);
    expect(turn.wrapUpDone(3)).toBe(true);
    expect(turn.budgetNotice()).toMatch(/limit of 3 tool calls/);
  });

  it('makes the last allowed model step the wrap-up', () => {
    const turn = guard();
    for (let step = 0; step < 4; step++) expect(turn.beginStep({ stepNumber: step, activeTools: [] }).wrapUpNote).toBeUndefined();
    expect(turn.beginStep({ stepNumber: 4, activeTools: [] }).wrapUpNote).toMatch(/5 model steps/);
    expect(turn.exhausted).toEqual({ budget: 'modelSteps', limit: 5 });
  });
});

describe('writes of an interrupted attempt', () => {
  it('hands each recorded write back once, and records new writes', async () => {
    const completedWrites: CompletedWrite[] = [{ tool: 'http_post', argumentsHash: 'h', output: { status: 201 } }];
    const recorded: Array<[ToolCallRecord, CompletedWrite | undefined]> = [];
    const turn = guard({ completedWrites, onToolCall: async (call, write) => void recorded.push([call, write]) });
    expect(turn.takeCompletedWrite('http_post', 'h')).toEqual(completedWrites[0]);
    expect(turn.takeCompletedWrite('http_post', 'h')).toBeUndefined();
    await turn.settle({ tool: 'http_post', argumentsHash: 'new', output: { status: 201 }, write: true });
    await turn.settle({ tool: 'http_post', argumentsHash: 'bad', output: { error: { type: 'TRANSIENT', message: 'x', retryable: true } }, write: true });
    expect(recorded).toEqual([
      [
        { tool: 'http_post', argumentsHash: 'new', outcome: 'ok' },
        { tool: 'http_post', argumentsHash: 'new', output: { status: 201 } },
      ],
      [{ tool: 'http_post', argumentsHash: 'bad', outcome: 'error', errorType: 'TRANSIENT' }, undefined],
    ]);
  });
});
