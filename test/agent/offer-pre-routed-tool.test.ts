import { describe, expect, it } from 'vitest';
import { offerEarly } from '../../server/agent/offer-pre-routed-tool.ts';
import { createTurnGuard } from '../../server/tool-runtime/turn-guard.ts';
import { captureLogs } from '../support/captured-logs.ts';

const preRouted = {
  tool: 'cms_addSectionToPage',
  prerequisites: ['cms_listTemplates', 'cms_getPage'],
  category: 'sections',
  rules: 'Sections follow their template.',
};

const startTurn = () => {
  const logs = captureLogs();
  const turn = createTurnGuard({
    sessionId: 's1',
    turn: 3,
    registryVersion: 'v1',
    budgets: { modelSteps: 8, toolCalls: 20, toolSearches: 4 },
    logger: logs.logger,
  });
  return { logs, turn };
};

describe('offerEarly', () => {
  it('counts the tool and its prerequisites as found this turn, except remembered ones, and its rules as given', () => {
    const { logs, turn } = startTurn();
    offerEarly({ turn, offer: preRouted, rememberedTools: ['cms_getPage'] });
    expect([...turn.discoveredTools]).toEqual(['cms_addSectionToPage', 'cms_listTemplates']);
    expect([...turn.rulesGiven]).toEqual(['sections']);
    expect(logs.entries('tool_pre_routed')).toEqual([expect.objectContaining({ tool: 'cms_addSectionToPage', sessionId: 's1', turn: 3 })]);
  });

  it('brings the prerequisites of a pre-routed tool that is remembered', () => {
    const { turn } = startTurn();
    offerEarly({ turn, offer: preRouted, rememberedTools: ['cms_addSectionToPage'] });
    expect([...turn.discoveredTools]).toEqual(['cms_listTemplates', 'cms_getPage']);
  });
});
