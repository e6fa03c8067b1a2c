import { describe, expect, it } from 'vitest';
import { BlockedAddressError } from '../../../server/services/http/http-errors.ts';
import { createPinnedLookup, resolveCheckedAddresses } from '../../../server/services/http/guarded-lookup.ts';

function runLookup(lookup: ReturnType<typeof createPinnedLookup>, hostname: string, options: { all?: boolean; family?: number }) {
  return new Promise<{ error: Error | null; result: unknown }>((resolve) =>
    lookup(hostname, options, (error, address, family) => resolve({ error, result: options.all ? address : { address, family } })),
  );
}

describe('createPinnedLookup (what the socket resolves at connect time)', () => {
  const url = new URL('http://news.example/');

  it('answers with the checked addresses only', async () => {
    const lookup = createPinnedLookup({ url, addresses: [{ address: '93.184.216.34', family: 4 }], allowListed: false });
    expect(await runLookup(lookup, 'news.example', { all: true })).toEqual({ error: null, result: [{ address: '93.184.216.34', family: 4 }] });
    expect(await runLookup(lookup, 'news.example', {})).toEqual({ error: null, result: { address: '93.184.216.34', family: 4 } });
  });

  it('refuses a private address even if it reached the connect step', async () => {
    const lookup = createPinnedLookup({ url, addresses: [{ address: '10.0.0.1', family: 4 }], allowListed: false });
    const { error } = await runLookup(lookup, 'news.example', { all: true });
    expect(error).toBeInstanceOf(BlockedAddressError);
  });

  it('refuses to resolve a hostname it was not built for', async () => {
    const lookup = createPinnedLookup({ url, addresses: [{ address: '93.184.216.34', family: 4 }], allowListed: false });
    const { error } = await runLookup(lookup, 'other.example', { all: true });
    expect(error?.message).toContain('not checked');
  });
});

describe('resolveCheckedAddresses', () => {
  it('lets an allow-listed host resolve to a private address', async () => {
    const addresses = await resolveCheckedAddresses({
      url: new URL('http://intranet.example/'),
      lookup: async () => [{ address: '10.1.2.3', family: 4 }],
      allowListed: true,
    });
    expect(addresses).toEqual([{ address: '10.1.2.3', family: 4 }]);
  });

  it('reports a name that does not exist as NOT_FOUND', async () => {
    const lookup = async () => {
      throw Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' });
    };
    await expect(resolveCheckedAddresses({ url: new URL('http://nope.example/'), lookup, allowListed: false })).rejects.toMatchObject({ type: 'NOT_FOUND' });
  });
});
