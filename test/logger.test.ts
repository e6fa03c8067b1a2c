import { describe, expect, it } from 'vitest';
import { captureLogs } from './support/captured-logs.ts';

describe('createLogger', () => {
  it.each(['err', 'error'])('writes the message and type of an Error logged under %s', (key) => {
    const logs = captureLogs('warn');
    logs.logger.warn({ [key]: new RangeError('disk full') }, 'write failed');
    expect(logs.entries()[0]?.[key]).toMatchObject({ type: 'RangeError', message: 'disk full', stack: expect.stringContaining('disk full') });
  });

  it('redacts API keys wherever they appear', () => {
    const logs = captureLogs();
    logs.logger.info({ model: { apiKey: 'sk-secret' } }, 'configured');
    expect(logs.lines.join('\n')).not.toContain('sk-secret');
  });

  it('cuts a long error message, so a line stays a few KB whatever the error quotes', () => {
    const logs = captureLogs('warn');
    logs.logger.warn({ err: new Error(`bad input ${'x'.repeat(100_000)}`) }, 'failed');
    expect(logs.lines[0]!.length).toBeLessThan(8_000);
    expect(logs.entries()[0]?.err).toMatchObject({ message: expect.stringMatching(/^bad input x+… \(cut\)$/) });
  });
});
