import { describe, expect, it } from 'vitest';
import { splitIdentifier } from '../../server/text/split-identifier.ts';

describe('splitIdentifier', () => {
  it('splits tool names on underscores and camelCase', () => {
    expect(splitIdentifier('cms_getPageSections')).toBe('cms get Page Sections');
    expect(splitIdentifier('HTTPStatus')).toBe('HTTP Status');
  });
});
