import type { ServerNotification } from '@modelcontextprotocol/sdk/types.js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reportWhileRunning } from '../../server/mcp/report-while-running.ts';

afterEach(() => {
  vi.useRealTimers();
});

const run = (options: { progressToken?: string; logLevel?: 'debug' | 'info' | 'warning' }, runningMs: number) => {
  vi.useFakeTimers();
  const sent: ServerNotification[] = [];
  const stop = reportWhileRunning({ name: 'web_deepResearch', send: async (notification) => void sent.push(notification), intervalMs: 2000, ...options });
  vi.advanceTimersByTime(runningMs);
  stop();
  return sent;
};

describe('reportWhileRunning', () => {
  it('reports a call that takes seconds with increasing progress and info log lines, and logs its end', () => {
    const sent = run({ progressToken: 'call-1', logLevel: 'info' }, 4500);
    expect(sent).toEqual([
      { method: 'notifications/progress', params: { progressToken: 'call-1', progress: 1, message: 'web_deepResearch still running (2 s)' } },
      { method: 'notifications/message', params: { level: 'info', logger: 'wayfinder', data: 'web_deepResearch still running (2 s)' } },
      { method: 'notifications/progress', params: { progressToken: 'call-1', progress: 2, message: 'web_deepResearch still running (4 s)' } },
      { method: 'notifications/message', params: { level: 'info', logger: 'wayfinder', data: 'web_deepResearch still running (4 s)' } },
      { method: 'notifications/message', params: { level: 'info', logger: 'wayfinder', data: 'web_deepResearch finished after 5 s' } },
    ]);
  });

  it('sends nothing to a client that asked for neither progress nor logs, nor logs above the level it set', () => {
    expect(run({}, 10_000)).toEqual([]);
    expect(run({ logLevel: 'warning' }, 10_000)).toEqual([]);
    expect(run({ progressToken: 'call-2' }, 2500).map((notification) => notification.method)).toEqual(['notifications/progress']);
  });

  it('says nothing about a call that ended before its first report', () => {
    expect(run({ progressToken: 'call-3', logLevel: 'debug' }, 500)).toEqual([]);
  });
});
