import type { LanguageModelV4CallOptions } from '@ai-sdk/provider';
import { describe, expect, it } from 'vitest';
import { createScenarioPlayer } from '../../../scripts/bench/scenario-player.ts';
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
});
