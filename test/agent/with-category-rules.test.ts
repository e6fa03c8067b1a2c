import { describe, expect, it } from 'vitest';
import { withCategoryRules } from '../../server/agent/with-category-rules.ts';

describe('withCategoryRules', () => {
  const rulesOf = (name: string) => (name.startsWith('cms_') ? { category: 'images', rules: '# Images\n- Search first.' } : undefined);

  it("adds the category's rules to the first result and records them as given", () => {
    const rulesGiven = new Set<string>();
    expect(withCategoryRules({ output: { images: [] }, toolName: 'cms_findImage', rulesGiven, rulesOf })).toEqual({
      images: [],
      rules: '# Images\n- Search first.',
    });
    expect(rulesGiven).toEqual(new Set(['images']));
    expect(withCategoryRules({ output: { images: [] }, toolName: 'cms_findImage', rulesGiven, rulesOf })).toEqual({ images: [] });
  });

  it('leaves results alone when the rules were given, the tool has none, or the result is not an object', () => {
    expect(withCategoryRules({ output: { ok: true }, toolName: 'cms_findImage', rulesGiven: new Set(['images']), rulesOf })).toEqual({ ok: true });
    expect(withCategoryRules({ output: { ok: true }, toolName: 'other', rulesGiven: new Set(), rulesOf })).toEqual({ ok: true });
    expect(withCategoryRules({ output: 'text', toolName: 'cms_findImage', rulesGiven: new Set(), rulesOf })).toBe('text');
    const error = { error: { type: 'NOT_FOUND', message: 'No image 9.', retryable: false } };
    expect(withCategoryRules({ output: error, toolName: 'cms_findImage', rulesGiven: new Set(), rulesOf })).toBe(error);
  });
});
