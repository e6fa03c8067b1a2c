import type { ModelMessage } from 'ai';
import { describe, expect, it } from 'vitest';
import { compactEarlierTurns } from '../../server/agent/compact-earlier-turns.ts';

const call = (id: string): ModelMessage => ({
  role: 'assistant',
  content: [{ type: 'tool-call', toolCallId: id, toolName: 'cms_getPage', input: { slug: 'home' } }],
});
const result = (id: string): ModelMessage => ({
  role: 'tool',
  content: [{ type: 'tool-result', toolCallId: id, toolName: 'cms_getPage', output: { type: 'json', value: { page: 'x'.repeat(500) } } }],
});

describe('compactEarlierTurns', () => {
  it('keeps what was said in earlier turns, drops their tool traffic, and keeps the current turn whole', () => {
    const messages: ModelMessage[] = [
      { role: 'system', content: 'prompt' },
      { role: 'user', content: 'what does the home page say?' },
      call('c1'),
      result('c1'),
      { role: 'assistant', content: [{ type: 'text', text: 'It says Welcome.' }] },
      { role: 'user', content: 'change it to Hello' },
      call('c2'),
      result('c2'),
    ];
    expect(compactEarlierTurns(messages)).toEqual([
      { role: 'system', content: 'prompt' },
      { role: 'user', content: 'what does the home page say?' },
      { role: 'assistant', content: [{ type: 'text', text: 'It says Welcome.' }] },
      { role: 'user', content: 'change it to Hello' },
      call('c2'),
      result('c2'),
    ]);
  });

  it('leaves a first turn untouched', () => {
    const messages: ModelMessage[] = [{ role: 'user', content: 'hi' }, call('c1'), result('c1')];
    expect(compactEarlierTurns(messages)).toEqual(messages);
  });
});
