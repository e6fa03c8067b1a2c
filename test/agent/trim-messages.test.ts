import type { ModelMessage } from 'ai';
import { describe, expect, it } from 'vitest';
import { trimMessages } from '../../server/agent/trim-messages.ts';

const user = (text: string): ModelMessage => ({ role: 'user', content: text });
const call = (id: string): ModelMessage => ({ role: 'assistant', content: [{ type: 'tool-call', toolCallId: id, toolName: 'cms_getPage', input: {} }] });
const result = (id: string): ModelMessage => ({
  role: 'tool',
  content: [{ type: 'tool-result', toolCallId: id, toolName: 'cms_getPage', output: { type: 'json', value: {} } }],
});

describe('trimMessages', () => {
  it('leaves short conversations alone', () => {
    const messages = [user('a'), user('b')];
    expect(trimMessages(messages, { maxMessages: 20, keepLast: 10 })).toBe(messages);
  });

  it('keeps the system message and the last messages of a long conversation', () => {
    const messages: ModelMessage[] = [{ role: 'system', content: 'rules' }, ...Array.from({ length: 25 }, (_, index) => user(`m${index}`))];
    const trimmed = trimMessages(messages, { maxMessages: 20, keepLast: 10 });
    expect(trimmed).toHaveLength(11);
    expect(trimmed[0]).toEqual({ role: 'system', content: 'rules' });
    expect(trimmed.at(-1)).toEqual(user('m24'));
  });

  it('never starts on a tool result whose call was cut off', () => {
    const messages = [
      ...Array.from({ length: 15 }, (_, index) => user(`m${index}`)),
      call('x'),
      result('x'),
      ...Array.from({ length: 8 }, (_, index) => user(`n${index}`)),
    ];
    const trimmed = trimMessages(messages, { maxMessages: 20, keepLast: 9 });
    expect(trimmed[0]).toEqual(call('x'));
    expect(trimmed[1]).toEqual(result('x'));
  });
});
