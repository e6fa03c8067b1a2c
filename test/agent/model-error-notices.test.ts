import { ToolChoiceViolationError } from 'ai';
import { describe, expect, it } from 'vitest';
import { modelErrorNotices } from '../../server/agent/model-error-notices.ts';
import { WRAP_UP_TOOL_CALL_REFUSED } from '../../server/agent/turn-stream.ts';
import { captureLogs } from '../support/captured-logs.ts';

describe('modelErrorNotices', () => {
  it('tells the editor what failed and logs it once, even when the SDK hands the streamed text back', () => {
    const logs = captureLogs();
    const onError = modelErrorNotices({ log: logs.logger });
    const notice = onError(new Error('The operation timed out'));
    expect(notice).not.toBe('The operation timed out');
    expect(onError(new Error(notice))).toBe(notice);
    expect(logs.entries('turn_error')).toEqual([
      expect.objectContaining({ kind: 'timeout', error: expect.objectContaining({ name: 'Error', message: 'The operation timed out' }) }),
    ]);
  });

  it('logs an error cut short, never the fields an SDK error carries the conversation in', () => {
    const logs = captureLogs();
    const error = Object.assign(new Error('x'.repeat(500)), { requestBodyValues: { messages: ['secret'] } });
    modelErrorNotices({ log: logs.logger })(error);
    const [entry] = logs.entries('turn_error');
    expect((entry!.error as { message: string }).message).toHaveLength(300);
    expect(JSON.stringify(entry)).not.toContain('secret');
  });

  it('answers a tool call refused on the wrap-up step with its own notice, logging nothing', () => {
    const logs = captureLogs();
    const refused = new ToolChoiceViolationError({ toolChoice: { type: 'none' }, finishReason: 'tool-calls', provider: 'test', modelId: 'm', content: [] });
    expect(modelErrorNotices({ log: logs.logger })(refused)).toBe(WRAP_UP_TOOL_CALL_REFUSED);
    expect(logs.entries('turn_error')).toEqual([]);
  });
});
