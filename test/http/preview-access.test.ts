import { describe, expect, it } from 'vitest';
import { createPreviewAccess } from '../../server/http/preview-access.ts';

describe('preview access', () => {
  it('opens previews for the editor it was issued to until it expires', () => {
    let now = 1_000_000;
    const access = createPreviewAccess({ ttlMs: 60_000, now: () => now });
    const { access: token, expiresAt } = access.issue('alice');
    expect(access.verify(token)).toBe('alice');
    expect(expiresAt).toBe(new Date(1_060_000).toISOString());
    now += 60_001;
    expect(access.verify(token)).toBeUndefined();
  });

  it('refuses an access that was altered, signed by another server, or missing', () => {
    const access = createPreviewAccess();
    const { access: token } = access.issue('alice');
    const [, expires, signature] = token.split('.');
    expect(access.verify(`${Buffer.from('bob').toString('base64url')}.${expires}.${signature}`)).toBeUndefined();
    expect(access.verify(`${token.split('.')[0]}.${Number(expires) + 1000}.${signature}`)).toBeUndefined();
    expect(createPreviewAccess().verify(token)).toBeUndefined();
    expect(access.verify(undefined)).toBeUndefined();
    expect(access.verify('not.an.access')).toBeUndefined();
  });

  it('refuses an access with parts appended to it', () => {
    const access = createPreviewAccess();
    const { access: token } = access.issue('alice');
    expect(access.verify(token)).toBe('alice');
    expect(access.verify(`${token}.extra`)).toBeUndefined();
    expect(access.verify(`${token}.`)).toBeUndefined();
  });
});
