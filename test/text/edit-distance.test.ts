import { describe, expect, it } from 'vitest';
import { editDistance } from '../../server/text/edit-distance.ts';

describe('editDistance', () => {
  it('counts a swap of two neighbouring letters as one typo', () => {
    expect(editDistance('pgae', 'page')).toBe(1);
    expect(editDistance('publsih', 'publish')).toBe(1);
  });

  it('counts missing, extra and changed letters', () => {
    expect(editDistance('navigaton', 'navigation')).toBe(1);
    expect(editDistance('sectionss', 'sections')).toBe(1);
    expect(editDistance('kitten', 'sitting')).toBe(3);
  });

  it('gives up past the allowed distance instead of computing it', () => {
    expect(editDistance('completely', 'different', 2)).toBe(3);
    expect(editDistance('a', 'abcdef', 2)).toBe(3);
  });
});
