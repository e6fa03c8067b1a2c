import { describe, expect, it } from 'vitest';
import { splitIdentifier } from '../../server/text/split-identifier.ts';

describe('splitIdentifier', () => {
  it('splits tool names on underscores and camelCase', () => {
    expect(splitIdentifier('cms_getPageSections')).toBe('cms get Page Sections');
    expect(splitIdentifier('HTTPStatus')).toBe('HTTP Status');
  });
});

describe('splitIdentifier on runs of capitals', () => {
  // The old pattern, quadratic in a run of capitals: the new one must split every identifier the same way.
  const before = (name: string) =>
    name
      .replace(/[_\-./]+/g, ' ')
      .replace(/([\p{Ll}\d])(\p{Lu})/gu, '$1 $2')
      .replace(/(\p{Lu}+)(\p{Lu}\p{Ll})/gu, '$1 $2');

  it('splits as before wherever capitals and small letters meet', () => {
    const letters = ['A', 'B', 'a', 'b', '_', '1', 'É', 'é'];
    for (let seed = 1; seed < 5_000; seed++) {
      let name = '';
      for (let rest = seed; rest > 0; rest = Math.floor(rest / letters.length)) name += letters[rest % letters.length];
      expect(splitIdentifier(name)).toBe(before(name));
    }
    expect(splitIdentifier('XMLHTTPRequestID')).toBe('XMLHTTP Request ID');
  });
});
