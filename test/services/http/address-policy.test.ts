import { describe, expect, it } from 'vitest';
import { classifyAddress, createAllowList } from '../../../server/services/http/address-policy.ts';

describe('classifyAddress', () => {
  it.each(['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111', '::ffff:93.184.216.34'])('allows the public address %s', (address) => {
    expect(classifyAddress(address)).toEqual({ allowed: true });
  });

  it.each([
    ['127.0.0.1', 'loopback'],
    ['10.255.0.1', 'private network'],
    ['172.31.255.254', 'private network'],
    ['192.168.0.1', 'private network'],
    ['169.254.169.254', 'link-local'],
    ['100.100.100.200', 'carrier-grade NAT'],
    ['0.0.0.0', 'unspecified'],
    ['::', 'unspecified'],
    ['::1', 'loopback'],
    ['fc00::1', 'unique-local'],
    ['fdff:ffff::1', 'unique-local'],
    ['fe80::1', 'link-local'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:169.254.169.254', 'link-local'],
    ['::a00:1', 'IPv4-compatible'],
    ['ff02::1', 'multicast'],
    ['64:ff9b::a00:1', 'NAT64'],
    ['not-an-ip', 'invalid'],
  ])('refuses %s as %s', (address, addressClass) => {
    const verdict = classifyAddress(address);
    expect(verdict.allowed).toBe(false);
    expect(verdict.allowed === false && verdict.addressClass).toContain(addressClass);
  });
});

describe('createAllowList', () => {
  const isAllowed = createAllowList(['intranet.example', '10.0.0.7', 'localhost:3000', '[::1]:8080']);

  it('matches hostnames case-insensitively, IP literals, and ports when given', () => {
    expect(isAllowed(new URL('http://INTRANET.example/x'))).toBe(true);
    expect(isAllowed(new URL('https://10.0.0.7/'))).toBe(true);
    expect(isAllowed(new URL('http://localhost:3000/'))).toBe(true);
    expect(isAllowed(new URL('http://[::1]:8080/'))).toBe(true);
  });

  it('does not match other ports, other hosts, or the default port when a port is listed', () => {
    expect(isAllowed(new URL('http://localhost:3001/'))).toBe(false);
    expect(isAllowed(new URL('http://localhost/'))).toBe(false);
    expect(isAllowed(new URL('http://[::1]/'))).toBe(false);
    expect(isAllowed(new URL('http://sub.intranet.example/'))).toBe(false);
  });
});
