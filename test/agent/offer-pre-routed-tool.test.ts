import { describe, expect, it } from 'vitest';
import { earlyOffer, offerEarly } from '../../server/agent/offer-pre-routed-tool.ts';
import { createTurnGuard } from '../../server/tool-runtime/turn-guard.ts';
import { captureLogs } from '../support/captured-logs.ts';

const preRouted = {
  tool: 'cms_addSectionToPage',
  prerequisites: ['cms_listTemplates', 'cms_getPage'],
  category: 'sections',
  rules: 'Sections follow their template.',
};

describe('earlyOffer', () => {
  it('offers the pre-routed tool unless it is declared as remembered anyway', () => {
    expect(earlyOffer({ preRouted, rememberedTools: [] })).toBe(preRouted);
    expect(earlyOffer({ preRouted, rememberedTools: ['cms_addSectionToPage'] })).toBeUndefined();
    expect(earlyOffer({ preRouted: undefined, rememberedTools: [] })).toBeUndefined();
  });
});

describe('offerEarly', () => {
  it('counts the tool and its prerequisites as found this turn, except remembered ones, and its rules as given', () => {
    const logs = captureLogs();
    const turn = createTurnGuard({
      sessionId: 's1',
      turn: 3,
      registryVersion: 'v1',
      budgets: { modelSteps: 8, toolCalls: 20, toolSearches: 4 },
      logger: logs.logger,
    });
    offerEarly({ turn, offer: preRouted, rememberedTools: ['cms_getPage'] });
    expect([...turn.discoveredTools]).toEqual(['cms_addSectionToPage', 'cms_listTemplates']);
    expect([...turn.rulesGiven]).toEqual(['sections']);
    expect(logs.entries('tool_pre_routed')).toEqual([expect.objectContaining({ tool: 'cms_addSectionToPage', sessionId: 's1', turn: 3 })]);
  });
});
