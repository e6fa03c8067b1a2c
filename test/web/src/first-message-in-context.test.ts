import { describe, expect, it } from 'vitest';
import { firstMessageInContext } from '../../../web/src/first-message-in-context.ts';

const conversation = (turns: number) =>
  Array.from({ length: turns }, (_, index) => [
    { id: `q${index + 1}`, role: 'user' },
    { id: `a${index + 1}`, role: 'assistant' },
  ]).flat();

describe('firstMessageInContext', () => {
  it('marks nothing while the model still sees every turn', () => {
    expect(firstMessageInContext(conversation(2))).toBeUndefined();
  });

  it("marks the editor's message where the model's word-for-word view begins, as the agent cuts it", () => {
    expect(firstMessageInContext(conversation(3))).toBe('q2');
    expect(firstMessageInContext(conversation(30))).toBe('q29');
  });
});
