import type { LanguageModelV4CallOptions } from '@ai-sdk/provider';
import { describe, expect, it } from 'vitest';
import { countRequestTokens, promptText, toolDeclarationTokens } from '../../../scripts/bench/count-request-tokens.ts';
import { toolReference } from '../../../server/agent/deferred-tools.ts';

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

describe('countRequestTokens with deferred tools', () => {
  const findImage = {
    type: 'function' as const,
    name: 'cms_findImage',
    description: 'Find images by name, filename or tag.',
    inputSchema: { type: 'object', properties: { query: { type: 'string' } } },
  };
  const deferred = { ...findImage, providerOptions: { anthropic: { deferLoading: true } } };
  const search = { type: 'function' as const, name: 'tool_search', description: 'Find CMS tools.', inputSchema: { type: 'object' } };
  const referencing = (times: number): LanguageModelV4CallOptions => ({
    tools: [search, deferred],
    prompt: [
      {
        role: 'tool',
        content: [
          {
            type: 'tool-result',
            toolCallId: 'call-1',
            toolName: 'tool_search',
            output: { type: 'content', value: [{ type: 'text', text: '{"instruction":"Call it."}' }, ...Array(times).fill(toolReference('cms_findImage'))] },
          },
        ],
      },
    ],
  });

  it('bills no deferred declaration, and a referenced definition once per reference, where the reference stands', () => {
    const declaredOnly = countRequestTokens({ tools: [search, deferred], prompt: [] });
    expect(declaredOnly.tools).toBe(toolDeclarationTokens(search));
    expect(declaredOnly.declaredTools).toEqual(['tool_search', 'cms_findImage']);
    const once = countRequestTokens(referencing(1));
    const twice = countRequestTokens(referencing(2));
    expect(once.tools).toBe(toolDeclarationTokens(search) + toolDeclarationTokens(findImage));
    expect(twice.tools - once.tools).toBe(toolDeclarationTokens(findImage));
    // The definition is not counted again as history or as the search's answer.
    expect(twice.history).toBe(once.history);
    expect(twice.searchResults - once.searchResults).toBeLessThanOrEqual(1);
  });

  it('leaves deferred declarations out of the cacheable prompt and puts a referenced definition where the reference stands', () => {
    const text = promptText(referencing(1));
    expect(text.startsWith('{"name":"tool_search"')).toBe(true);
    expect(text.indexOf('cms_findImage')).toBeGreaterThan(text.indexOf('Call it.'));
  });
});

describe('countRequestTokens with inline loading', () => {
  const declaration = {
    name: 'cms_findImage',
    description: 'Find images by name, filename or tag.',
    inputSchema: { type: 'object', properties: { query: { type: 'string' } } },
  };
  const answer = (tools: unknown[]) => callWithResult('tool_search', { tools, rules: '', instruction: 'Run them with call_tool { name, arguments }.' });

  it("counts the declarations in tool_search's answer as tools, the rest of the answer as search results", () => {
    const declared = countRequestTokens(answer([declaration]));
    const named = countRequestTokens(answer(['cms_findImage']));
    expect(declared.tools).toBeGreaterThan(20);
    expect(named.tools).toBe(0);
    expect(declared.searchResults).toBe(named.searchResults);
    expect(declared.history).toBe(named.history);
  });
});
