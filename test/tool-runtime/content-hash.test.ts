import { expect, it } from 'vitest';
import { canonicalJson, contentHash } from '../../server/tool-runtime/content-hash.ts';

it('hashes equal content equally whatever the key order, and different content differently', () => {
  expect(canonicalJson({ b: 1, a: { d: [2, { f: 1, e: 0 }], c: 3 } })).toBe('{"a":{"c":3,"d":[2,{"e":0,"f":1}]},"b":1}');
  expect(contentHash({ query: 'hero', limit: 5 })).toBe(contentHash({ limit: 5, query: 'hero' }));
  expect(contentHash({ query: 'hero', limit: 5 })).not.toBe(contentHash({ query: 'hero', limit: 6 }));
  expect(contentHash({})).toMatch(/^[0-9a-f]{16}$/);
});
