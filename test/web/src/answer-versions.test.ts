import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../../server/http/wire.ts';
import { lastAnswerOf, shownMessages, versionsAfterReplacing } from '../../../web/src/answer-versions.ts';

const user = (id: string, earlier: ChatMessage[][] = []): ChatMessage => ({
  id,
  role: 'user',
  parts: [{ type: 'text', text: id }],
  ...(earlier.length > 0 ? { metadata: { earlierVersions: earlier.map((messages) => ({ messages })) } } : {}),
});
const answer = (id: string): ChatMessage => ({ id, role: 'assistant', parts: [{ type: 'text', text: id }] });
const ids = (shown: ReturnType<typeof shownMessages>) => shown.map(({ message, earlier }) => `${message.id}${earlier ? ' (earlier)' : ''}`);

describe('shownMessages', () => {
  const conversation = [user('u1'), answer('a1'), user('u2', [[user('u2'), answer('a2-first')]]), answer('a2')];

  it('shows the current version, with the switch on the last message of the replaced exchange only', () => {
    const shown = shownMessages(conversation, new Map());
    expect(ids(shown)).toEqual(['u1', 'a1', 'u2', 'a2']);
    expect(shown.map(({ versions }) => versions && `${versions.shown + 1} of ${versions.all.length}`)).toEqual([undefined, undefined, undefined, '2 of 2']);
  });

  it('shows the version the editor chose in place of that exchange, read only', () => {
    expect(ids(shownMessages(conversation, new Map([['u2', 0]])))).toEqual(['u1', 'a1', 'u2 (earlier)', 'a2-first (earlier)']);
  });

  it('shows the current version when the choice is out of range (the server has fewer versions than the page thought)', () => {
    expect(ids(shownMessages(conversation, new Map([['u2', 5]])))).toEqual(['u1', 'a1', 'u2', 'a2']);
  });
});

describe('versionsAfterReplacing', () => {
  it('adds the last exchange, as it is now, after the versions its message already keeps', () => {
    const conversation = [user('u1'), answer('a1'), user('u2', [[user('u2'), answer('a2-first')]]), answer('a2')];
    expect(versionsAfterReplacing(conversation).map((version) => version.messages.map((message) => message.id))).toEqual([
      ['u2', 'a2-first'],
      ['u2', 'a2'],
    ]);
    expect(versionsAfterReplacing(conversation)[1]!.messages[0]!.metadata).toEqual({});
  });

  it('adds no version for an answer with nothing in it (a model error before any word)', () => {
    const failed: ChatMessage = { id: 'a1', role: 'assistant', parts: [{ type: 'step-start' }] };
    expect(versionsAfterReplacing([user('u1'), failed])).toEqual([]);
  });
});

describe('lastAnswerOf', () => {
  it("is what follows the editor's last message", () => {
    expect(lastAnswerOf([user('u1'), answer('a1'), user('u2'), answer('a2')]).map((message) => message.id)).toEqual(['a2']);
    expect(lastAnswerOf([user('u1')])).toEqual([]);
  });
});
