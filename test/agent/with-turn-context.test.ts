import type { ModelMessage } from 'ai';
import { describe, expect, it } from 'vitest';
import { withoutTurnContext, withTurnContext } from '../../server/agent/with-turn-context.ts';

const user = (text: string): ModelMessage => ({ role: 'user', content: text });
const answer = (text: string): ModelMessage => ({ role: 'assistant', content: [{ type: 'text', text }] });

describe('withTurnContext', () => {
  it("puts the turn's context just before the editor's latest message, after the history a cache can serve", () => {
    expect(withTurnContext([user('q1'), answer('a1'), user('q2'), answer('calling a tool')], '<context>…</context>')).toEqual([
      user('q1'),
      answer('a1'),
      user('<context>…</context>'),
      user('q2'),
      answer('calling a tool'),
    ]);
  });

  it('is sent once per call, although each step starts from the messages the step before it was sent', () => {
    const step1 = withTurnContext([user('q1')], 'ctx');
    const step2 = withTurnContext(withoutTurnContext([...step1, answer('a')], 'ctx'), 'ctx');
    expect(step2).toEqual([user('ctx'), user('q1'), answer('a')]);
  });
});
