import ipaddr from 'ipaddr.js';

/**
 * Which IP addresses a tool may reach. Deny by default: only addresses ipaddr.js classifies as
 * public `unicast` pass; every special-purpose range (loopback, RFC 1918, link-local and the cloud
 * metadata address, unique-local, CGNAT, multicast, reserved, ...) is refused.
 */
export type AddressVerdict = { allowed: true } | { allowed: false; addressClass: string };

/** Human names for ipaddr.js range names, so a refusal says what kind of address it met. */
const ADDRESS_CLASS_NAMES: Record<string, string> = {
  unspecified: 'unspecified address',
  broadcast: 'broadcast address',
  multicast: 'multicast address',
  linkLocal: 'link-local address (includes the cloud metadata service 169.254.169.254)',
  loopback: 'loopback address',
  carrierGradeNat: 'carrier-grade NAT address (100.64.0.0/10)',
  private: 'private network address (10/8, 172.16/12, 192.168/16)',
  reserved: 'reserved address',
  uniqueLocal: 'unique-local IPv6 address (fc00::/7)',
  deprecatedSiteLocal: 'site-local IPv6 address (fec0::/10)',
  rfc6145: 'IPv4-translated IPv6 address',
  rfc6052: 'NAT64 IPv6 address (embeds an IPv4 address)',
  '6to4': '6to4 IPv6 address (embeds an IPv4 address)',
  teredo: 'Teredo IPv6 address (embeds an IPv4 address)',
};

// IPv4-compatible IPv6 (::a.b.c.d) is deprecated and ipaddr.js calls it unicast; some stacks still
// route it to the embedded IPv4 address, so it is refused with the rest of the special ranges.
const IPV4_COMPATIBLE = ipaddr.IPv6.parseCIDR('::/96');

export function classifyAddress(address: string): AddressVerdict {
  if (!ipaddr.isValid(address)) return { allowed: false, addressClass: 'invalid IP address' };
  const parsed = ipaddr.parse(address);
  const ipv6 = parsed.kind() === 'ipv6' ? (parsed as ipaddr.IPv6) : undefined;
  // ::ffff:10.0.0.1 reaches 10.0.0.1: judge the IPv4 address it carries.
  if (ipv6?.isIPv4MappedAddress()) return classifyAddress(ipv6.toIPv4Address().toString());
  const range = parsed.range();
  if (range !== 'unicast') return { allowed: false, addressClass: ADDRESS_CLASS_NAMES[range] ?? `special-purpose address (${range})` };
  if (ipv6?.match(IPV4_COMPATIBLE)) return { allowed: false, addressClass: 'IPv4-compatible IPv6 address (deprecated)' };
  return { allowed: true };
}

/** URL hostnames write IPv6 in brackets; addresses and allow-list entries do not. */
export function unbracket(host: string): string {
  return host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host;
}

type AllowListEntry = { host: string; port?: number };

function normalizeHost(host: string): string {
  const bare = unbracket(host).toLowerCase();
  return ipaddr.isValid(bare) ? ipaddr.parse(bare).toString() : bare;
}

function parseAllowListEntry(entry: string): AllowListEntry {
  const trimmed = entry.trim();
  const bracketed = /^\[([^\]]+)\](?::(\d+))?$/.exec(trimmed);
  if (bracketed) return { host: normalizeHost(bracketed[1]!), port: bracketed[2] ? Number(bracketed[2]) : undefined };
  const hostAndPort = /^([^:]+):(\d+)$/.exec(trimmed);
  if (hostAndPort) return { host: normalizeHost(hostAndPort[1]!), port: Number(hostAndPort[2]) };
  return { host: normalizeHost(trimmed) };
}

/**
 * The allow-list names hosts as the URL writes them (hostname, IP literal, optionally :port).
 * An entry exempts requests to that host from the address check; it does not exempt other names
 * that happen to resolve to the same address.
 */
export function createAllowList(entries: readonly string[]): (url: URL) => boolean {
  const parsed = entries.filter((entry) => entry.trim() !== '').map(parseAllowListEntry);
  return (url) => {
    const host = normalizeHost(url.hostname);
    const port = Number(url.port || (url.protocol === 'https:' ? 443 : 80));
    return parsed.some((entry) => entry.host === host && (entry.port === undefined || entry.port === port));
  };
}
