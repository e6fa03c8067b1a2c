import { describe, expect, it } from 'vitest';
import { findEarlierAttempt, isAnswered } from '../../server/agent/start-turn.ts';
import type { ConversationStore } from '../../server/conversations/conversation-store.ts';
import type { TurnHistory, TurnRecord } from '../../server/conversations/turn-history/turn-history.ts';
import type { ConversationMemory } from '../../server/conversations/working-memory/working-memory.ts';

const record = (fields: Partial<TurnRecord>): TurnRecord => ({
  sessionId: 's1',
  turn: 2,
  requestKey: 'k',
  registryVersion: 'v1',
  status: 'running',
  startedAt: '2026-11-25T07:00:00Z',
  toolCalls: [],
  writes: [],
  ...fields,
});

describe('isAnswered', () => {
  it('is true only for an earlier attempt that completed with a response to replay', () => {
    expect(isAnswered(record({ status: 'completed', response: [] }))).toBe(true);
    expect(isAnswered(record({ status: 'completed' }))).toBe(false);
    expect(isAnswered(record({ status: 'interrupted', response: [] }))).toBe(false);
    expect(isAnswered(undefined)).toBe(false);
  });
});

describe('findEarlierAttempt', () => {
  const existing = { sessionId: 's1' } as ConversationMemory;
  const message = { id: 'm7', role: 'user' as const, parts: [{ type: 'text' as const, text: 'Rename the about page' }] };
  const setUp = () => {
    const lookups: string[] = [];
    const conversations = { load: async () => [] } as unknown as ConversationStore;
    const turnHistory = {
      findByRequest: async (_sessionId: string, requestKey: string) => {
        lookups.push(requestKey);
        return record({ requestKey, status: 'interrupted' });
      },
    } as unknown as TurnHistory;
    return { lookups, conversations, turnHistory };
  };

  it('looks a retried message up by its request key', async () => {
    const { lookups, ...stores } = setUp();
    const found = await findEarlierAttempt({ ...stores, sessionId: 's1', input: { kind: 'message', message }, existing });
    expect(found.earlier).toMatchObject({ status: 'interrupted', requestKey: found.requestKey });
    expect(lookups).toEqual([found.requestKey]);
  });

  it('never treats a regenerate, or the first message of a conversation, as a retry', async () => {
    const { lookups, ...stores } = setUp();
    expect((await findEarlierAttempt({ ...stores, sessionId: 's1', input: { kind: 'regenerate' }, existing })).earlier).toBeUndefined();
    expect((await findEarlierAttempt({ ...stores, sessionId: 's1', input: { kind: 'message', message }, existing: undefined })).earlier).toBeUndefined();
    expect(lookups).toEqual([]);
  });
});
