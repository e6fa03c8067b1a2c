import type { LanguageModelV4CallOptions } from '@ai-sdk/provider';
import { describe, expect, it } from 'vitest';
import { createScenarioPlayer } from '../../../scripts/bench/scenario-player.ts';
import { toolReference } from '../../../server/agent/deferred-tools.ts';
import type { Scenario } from '../../../scripts/bench/scenarios.ts';

const scenario: Scenario = {
  id: 'c-seo-and-menu',
  type: 'C',
  language: 'en',
  message: 'Change the contact page SEO title and add careers to the footer menu',
  steps: [
    { search: ['add a navigation menu item'] },
    { calls: [{ tool: 'cms_updatePage', input: { slug: 'contact', metaTitle: 'Contact us' } }] },
    { calls: [{ tool: 'cms_addNavigationItem', input: { menu: 'footer', label: 'Careers', pageSlug: 'careers' } }] },
    { text: 'Done.' },
  ],
};
const offering = (...names: string[]) =>
  ({ prompt: [], tools: names.map((name) => ({ type: 'function', name, inputSchema: { type: 'object' } })) }) as unknown as LanguageModelV4CallOptions;
const called = (step: ReturnType<ReturnType<typeof createScenarioPlayer>['play']>) => ('toolCalls' in step ? step.toolCalls!.map((call) => call.toolName) : []);

describe('the scripted model of the token benchmark', () => {
  it('searches before its first call when that call needs a tool not offered yet', () => {
    const player = createScenarioPlayer({ scenario, searches: true });
    expect(called(player.play(offering('tool_search')))).toEqual(['tool_search']);
    expect(called(player.play(offering('tool_search', 'cms_updatePage', 'cms_addNavigationItem')))).toEqual(['cms_updatePage']);
  });

  it('makes a first call whose tool is already offered beside the searches, as the prompt asks of independent calls', () => {
    const player = createScenarioPlayer({ scenario, searches: true });
    expect(called(player.play(offering('tool_search', 'cms_updatePage')))).toEqual(['tool_search', 'cms_updatePage']);
    expect(called(player.play(offering('tool_search', 'cms_updatePage', 'cms_addNavigationItem')))).toEqual(['cms_addNavigationItem']);
  });

  it('does not search when every tool it will call is offered', () => {
    const player = createScenarioPlayer({ scenario, searches: true });
    expect(called(player.play(offering('tool_search', 'cms_updatePage', 'cms_addNavigationItem')))).toEqual(['cms_updatePage']);
  });

  it('counts a deferred tool as offered only once a tool result references it', () => {
    const player = createScenarioPlayer({ scenario, searches: true });
    const deferred = (name: string) => ({ type: 'function', name, inputSchema: { type: 'object' }, providerOptions: { anthropic: { deferLoading: true } } });
    const tools = [{ type: 'function', name: 'tool_search', inputSchema: { type: 'object' } }, deferred('cms_updatePage'), deferred('cms_addNavigationItem')];
    expect(called(player.play({ prompt: [], tools } as unknown as LanguageModelV4CallOptions))).toEqual(['tool_search']);
    const found = afterSearch(tools, { type: 'content', value: [toolReference('cms_updatePage'), toolReference('cms_addNavigationItem')] });
    expect(called(player.play(found))).toEqual(['cms_updatePage']);
  });

  it('with inline loading, counts a tool as offered once a tool_search answer declares it, and runs it through call_tool', () => {
    const player = createScenarioPlayer({ scenario, searches: true, throughCallTool: true });
    const tools = [
      { type: 'function', name: 'tool_search', inputSchema: { type: 'object' } },
      { type: 'function', name: 'call_tool', inputSchema: { type: 'object' } },
    ];
    expect(called(player.play({ prompt: [], tools } as unknown as LanguageModelV4CallOptions))).toEqual(['tool_search']);
    const declaration = (name: string) => ({ name, description: name, inputSchema: { type: 'object' } });
    const found = afterSearch(tools, {
      type: 'json',
      value: { tools: [declaration('cms_updatePage'), declaration('cms_addNavigationItem')], rules: '', instruction: '' },
    });
    const step = player.play(found);
    expect(step.toolCalls).toEqual([{ toolName: 'call_tool', input: { name: 'cms_updatePage', arguments: { slug: 'contact', metaTitle: 'Contact us' } } }]);
  });
});

/** A call whose prompt holds one tool_search answer with this output: what the model sees once a search found tools. */
function afterSearch(tools: unknown[], output: unknown): LanguageModelV4CallOptions {
  return {
    tools,
    prompt: [{ role: 'tool', content: [{ type: 'tool-result', toolCallId: 'c1', toolName: 'tool_search', output }] }],
  } as unknown as LanguageModelV4CallOptions;
}
