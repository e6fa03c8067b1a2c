import type { ModelMessage } from 'ai';
import { describe, expect, it } from 'vitest';
import { keepRecentTurns, turnsOutOfContext } from '../../server/agent/recent-turns.ts';

const user = (text: string): ModelMessage => ({ role: 'user', content: text });
const answer = (text: string): ModelMessage => ({ role: 'assistant', content: [{ type: 'text', text }] });
const conversation = (turns: number): ModelMessage[] => Array.from({ length: turns }, (_, index) => [user(`q${index + 1}`), answer(`a${index + 1}`)]).flat();

describe('turnsOutOfContext', () => {
  it('keeps the current turn and the one before it', () => {
    expect([1, 2, 3, 7, 30].map((turns) => turnsOutOfContext(turns))).toEqual([0, 0, 1, 5, 28]);
    expect([6, 7, 10, 11].map((turns) => turnsOutOfContext(turns, { fewest: 3, every: 4 }))).toEqual([0, 4, 4, 8]);
  });
});

describe('keepRecentTurns', () => {
  it('leaves short conversations alone', () => {
    const messages = conversation(2);
    expect(keepRecentTurns(messages)).toBe(messages);
  });

  it("starts the kept history with an editor's message and keeps the system messages", () => {
    const messages: ModelMessage[] = [{ role: 'system', content: 'rules' }, ...conversation(30)];
    const kept = keepRecentTurns(messages);
    expect(kept[0]).toEqual({ role: 'system', content: 'rules' });
    expect(kept[1]).toEqual(user('q29'));
    expect(kept.filter((message) => message.role === 'user')).toHaveLength(2);
  });

  it('gives the same messages when applied again, as the SDK does step after step', () => {
    const once = keepRecentTurns(conversation(9));
    expect(keepRecentTurns(once)).toBe(once);
  });
});
