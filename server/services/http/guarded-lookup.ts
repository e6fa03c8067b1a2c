import dns from 'node:dns';
import net from 'node:net';
import { NotFoundError, TransientError } from '../../errors/cms-errors.ts';
import { classifyAddress, unbracket } from './address-policy.ts';
import { BlockedAddressError } from './http-errors.ts';

export type ResolvedAddress = { address: string; family: number };

/** Turns a hostname into its addresses. Injectable so tests can make a name resolve anywhere without DNS. */
export type HostLookup = (hostname: string) => Promise<ResolvedAddress[]>;

export const systemLookup: HostLookup = (hostname) => dns.promises.lookup(hostname, { all: true, verbatim: true });

function assertPublic(url: URL, addresses: readonly ResolvedAddress[]) {
  for (const { address } of addresses) {
    const verdict = classifyAddress(address);
    if (!verdict.allowed) throw new BlockedAddressError({ url: url.href, address, addressClass: verdict.addressClass });
  }
}

async function lookupHost(url: URL, hostname: string, lookup: HostLookup): Promise<ResolvedAddress[]> {
  try {
    return await lookup(hostname);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOTFOUND' || code === 'ENODATA') {
      throw new NotFoundError({
        entity: 'host',
        key: hostname,
        message: `The host "${hostname}" (${url.href}) does not exist in DNS. Check the URL for typos.`,
      });
    }
    throw new TransientError(`Could not resolve "${hostname}" (${code ?? (error instanceof Error ? error.message : String(error))}). Retry shortly.`);
  }
}

/**
 * Resolves the URL's host and checks every address it resolves to (one private address among
 * public ones is enough to refuse). The result is what the connection is pinned to.
 */
export async function resolveCheckedAddresses({
  url,
  lookup,
  allowListed,
}: {
  url: URL;
  lookup: HostLookup;
  allowListed: boolean;
}): Promise<ResolvedAddress[]> {
  const hostname = unbracket(url.hostname);
  const family = net.isIP(hostname);
  const addresses = family !== 0 ? [{ address: hostname, family }] : await lookupHost(url, hostname, lookup);
  if (addresses.length === 0) throw new NotFoundError({ entity: 'host', key: hostname, message: `The host "${hostname}" has no addresses in DNS.` });
  if (!allowListed) assertPublic(url, addresses);
  return addresses;
}

/**
 * The `lookup` the socket uses at connect time. It answers only with the addresses already checked
 * (so a DNS answer that changes between check and connect, i.e. DNS rebinding, never reaches the
 * socket) and checks them once more, so nothing unchecked can be connected to.
 */
export function createPinnedLookup({
  url,
  addresses,
  allowListed,
}: {
  url: URL;
  addresses: readonly ResolvedAddress[];
  allowListed: boolean;
}): net.LookupFunction {
  const expectedHostname = unbracket(url.hostname).toLowerCase();
  return (hostname, options, callback) => {
    try {
      if (hostname.toLowerCase() !== expectedHostname) throw new Error(`connection to ${hostname} was not checked by the HTTP guard`);
      if (!allowListed) assertPublic(url, addresses);
      const wantedFamily = Number(String(options.family ?? 0).replace('IPv', ''));
      const usable = wantedFamily === 4 || wantedFamily === 6 ? addresses.filter((entry) => entry.family === wantedFamily) : [...addresses];
      if (usable.length === 0) throw new Error(`${hostname} has no IPv${wantedFamily} address`);
      if (options.all) callback(null, usable);
      else callback(null, usable[0]!.address, usable[0]!.family);
    } catch (error) {
      callback(error as NodeJS.ErrnoException, []);
    }
  };
}
