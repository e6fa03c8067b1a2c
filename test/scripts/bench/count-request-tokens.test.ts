import type { LanguageModelV4CallOptions } from '@ai-sdk/provider';
import { describe, expect, it } from 'vitest';
import { countRequestTokens } from '../../../scripts/bench/count-request-tokens.ts';

const callWithResult = (toolName: string, value: unknown): LanguageModelV4CallOptions => ({
  prompt: [{ role: 'tool', content: [{ type: 'tool-result', toolCallId: 'call-1', toolName, output: { type: 'json', value: value as never } }] }],
});

describe('countRequestTokens', () => {
  const rules = '# Search\n- `cms_findResource` finds a page, section, image, post or entry by its name or title.';

  it("counts rules that came with a CMS tool's first result as rules, not as history", () => {
    const withRules = countRequestTokens(callWithResult('cms_findResource', { matches: [], rules }));
    const without = countRequestTokens(callWithResult('cms_findResource', { matches: [] }));
    expect(withRules.rules).toBeGreaterThan(10);
    expect(withRules.searchResults).toBe(0);
    // Only the "rules" key itself stays in the history.
    expect(withRules.history - without.history).toBeLessThanOrEqual(5);
  });

  it("counts tool_search's rules as rules and the rest of its answer as search results", () => {
    const counted = countRequestTokens(callWithResult('tool_search', { tools: ['cms_findResource'], rules, instruction: 'Call these tools.' }));
    expect(counted.rules).toBeGreaterThan(10);
    expect(counted.searchResults).toBeGreaterThan(0);
  });
});
