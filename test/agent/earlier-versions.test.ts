import type { UIMessage } from 'ai';
import { describe, expect, it } from 'vitest';
import { everyMessage, replaceLastExchange } from '../../server/agent/earlier-versions.ts';

const user = (id: string, text = id): UIMessage => ({ id, role: 'user', parts: [{ type: 'text', text }] });
const answer = (id: string, text = id): UIMessage => ({
  id,
  role: 'assistant',
  parts: [{ type: 'step-start' }, { type: 'text', text }],
  metadata: { sessionId: 's', turn: 1 },
});

describe('replaceLastExchange', () => {
  it('keeps each replaced exchange on the new message, oldest first, with no version inside a version', () => {
    const stored = [user('u1'), answer('a1')];
    const regenerated = [...replaceLastExchange(stored, { from: 0, replacement: stored[0]! }), answer('a2')];
    const edited = replaceLastExchange(regenerated, { from: 0, replacement: user('u2') });
    expect(edited).toEqual([
      {
        ...user('u2'),
        metadata: { earlierVersions: [{ messages: [user('u1'), answer('a1')] }, { messages: [user('u1'), answer('a2')] }] },
      },
    ]);
    expect(everyMessage(edited).map((message) => message.id)).toEqual(['u2', 'u1', 'a1', 'u1', 'a2']);
  });

  it('keeps only the last exchange apart: what came before stays as it was', () => {
    const stored = [user('u1'), answer('a1'), user('u2'), answer('a2')];
    const replaced = replaceLastExchange(stored, { from: 2, replacement: stored[2]! });
    expect(replaced.slice(0, 2)).toEqual(stored.slice(0, 2));
    expect(replaced[2]!.metadata).toEqual({ earlierVersions: [{ messages: [user('u2'), answer('a2')] }] });
  });

  it('keeps no version of an answer that has nothing in it (a request that failed before the model said anything)', () => {
    const failed: UIMessage = {
      id: 'a1',
      role: 'assistant',
      parts: [{ type: 'step-start' }],
      metadata: { sessionId: 's', modelError: { kind: 'unavailable' } },
    };
    expect(replaceLastExchange([user('u1'), failed], { from: 0, replacement: user('u1') })).toEqual([user('u1')]);
  });
});
