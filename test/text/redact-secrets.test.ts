import { describe, expect, it } from 'vitest';
import { secretRedactor } from '../../server/text/redact-secrets.ts';

describe('secretRedactor', () => {
  it('replaces every occurrence of each secret, longest first', () => {
    const redact = secretRedactor(['token-abc-123', 'token-abc-123-extended']);
    expect(redact('sent token-abc-123-extended and token-abc-123')).toBe('sent [redacted] and [redacted]');
  });

  it('leaves short values alone: a port or a flag is configuration, not a credential', () => {
    expect(secretRedactor(['1', 'true', '3000'])('port 3000, debug true')).toBe('port 3000, debug true');
  });
});
