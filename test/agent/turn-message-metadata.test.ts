import { type TextStreamPart, ToolChoiceViolationError, type ToolSet, type UIMessage } from 'ai';
import { describe, expect, it } from 'vitest';
import { addUsage, continuedMessage, turnMessageMetadata, turnsOfMessage } from '../../server/agent/turn-message-metadata.ts';

const assistant = (metadata: unknown): UIMessage => ({ id: 'a1', role: 'assistant', parts: [], metadata });

describe('addUsage', () => {
  it('adds the counts of two requests of one message; a count neither has stays absent', () => {
    expect(addUsage({ inputTokens: 100, outputTokens: 20 }, { inputTokens: 50, outputTokens: undefined, totalTokens: undefined } as never)).toEqual({
      inputTokens: 150,
      outputTokens: 20,
      totalTokens: undefined,
    });
    expect(addUsage(undefined, undefined)).toEqual({ inputTokens: undefined, outputTokens: undefined, totalTokens: undefined });
  });
});

describe('continuedMessage', () => {
  const messages = [assistant({ sessionId: 's1', turn: 2 })];

  it('is the last message’s metadata when the request answers approvals', () => {
    expect(continuedMessage({ input: { kind: 'approvals', answers: [] }, messages })).toEqual({ sessionId: 's1', turn: 2 });
  });

  it('is undefined for a new message or a regenerate', () => {
    expect(continuedMessage({ input: { kind: 'regenerate' }, messages })).toBeUndefined();
  });
});

describe('turnsOfMessage', () => {
  it('lists this turn alone for a new message', () => {
    expect(turnsOfMessage({ continued: undefined, turn: 3 })).toEqual([3]);
  });

  it('keeps the turns of a continued message, also one recorded before messages listed their turns', () => {
    expect(turnsOfMessage({ continued: { sessionId: 's1', turn: 2, turns: [1, 2] }, turn: 3 })).toEqual([1, 2, 3]);
    expect(turnsOfMessage({ continued: { sessionId: 's1', turn: 2 }, turn: 3 })).toEqual([2, 3]);
  });
});

describe('turnMessageMetadata', () => {
  const context = {
    sessionId: 's1',
    turn: 3,
    turns: [2, 3],
    continued: { sessionId: 's1', usage: { inputTokens: 10, outputTokens: 1, totalTokens: 11 } },
    activeTools: () => ['tool_search', 'cms_getPage'],
  };
  const metadataOf = (part: unknown) => turnMessageMetadata({ part: part as TextStreamPart<ToolSet>, ...context });

  it('names the session and turns at the start', () => {
    expect(metadataOf({ type: 'start' })).toEqual({ sessionId: 's1', turn: 3, turns: [2, 3] });
  });

  it('tells the editor what went wrong on a model error', () => {
    expect(metadataOf({ type: 'error', error: new Error('The operation timed out') })).toMatchObject({
      sessionId: 's1',
      modelError: { kind: 'timeout', retryable: true },
    });
  });

  it('adds nothing for a tool call refused on the wrap-up step, which is no model error', () => {
    const refused = new ToolChoiceViolationError({ toolChoice: { type: 'none' }, finishReason: 'tool-calls', provider: 'test', modelId: 'm', content: [] });
    expect(metadataOf({ type: 'error', error: refused })).toBeUndefined();
  });

  it('marks a stopped turn', () => {
    expect(metadataOf({ type: 'abort' })).toEqual({ sessionId: 's1', turn: 3, turns: [2, 3], stopped: true });
  });

  it('gives the declared tools and the whole message’s tokens at the finish', () => {
    expect(metadataOf({ type: 'finish', totalUsage: { inputTokens: 5, outputTokens: 2, totalTokens: 7 } })).toEqual({
      sessionId: 's1',
      turn: 3,
      turns: [2, 3],
      activeTools: ['tool_search', 'cms_getPage'],
      usage: { inputTokens: 15, outputTokens: 3, totalTokens: 18 },
    });
  });

  it('adds nothing for other parts', () => {
    expect(metadataOf({ type: 'text-delta', id: 't', text: 'Hi' })).toBeUndefined();
  });
});
