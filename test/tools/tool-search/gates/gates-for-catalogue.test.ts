import { describe, expect, it } from 'vitest';
import type { SearchGates } from '../../../../server/tools/tool-search/gates/gate-evidence.ts';
import { gatesForCatalogue } from '../../../../server/tools/tool-search/gates/gates-for-catalogue.ts';
import { ruleGates } from '../../../../server/tools/tool-search/gates/rule-gates.ts';
import type { SearchableTool } from '../../../../server/tools/tool-search/searchable-tool.ts';
import { gateEvidence } from './evidence.ts';

// Learned gates that refuse every search, as the nothing-matched trees did 246 of MetaTool's 2,000.
const refusing: SearchGates = { judge: () => ({ nothingMatched: true, offerBest: false }) };
const offering: SearchGates = { judge: () => ({ nothingMatched: false, offerBest: true }) };
const tool = (phrases?: SearchableTool['phrases']): SearchableTool => ({
  name: 'billing__createInvoice',
  description: 'Create an invoice',
  parameters: [],
  phrases,
});
const weakShortSearch = gateEvidence({ path: 'hybrid', best: [['billing__createInvoice', 0.15]], query: 'send an email to subscribers' });

describe('gatesForCatalogue', () => {
  it('judges a catalogue with phrases by the given gates', () => {
    const gates = gatesForCatalogue({ gates: refusing, tools: [tool({ en: ['bill a customer'] }), tool()] });
    expect(gates.judge(gateEvidence())).toEqual({ nothingMatched: true, offerBest: false });
  });

  it('lets the hand-set rule say "nothing matched" on a catalogue without phrases', () => {
    const gates = gatesForCatalogue({ gates: refusing, tools: [tool()] });
    expect(gates.judge(gateEvidence()).nothingMatched).toBe(false);
    expect(gates.judge(weakShortSearch).nothingMatched).toBe(true);
  });

  it('keeps the given pre-route gate on a catalogue without phrases, for searches the rule answers', () => {
    const gates = gatesForCatalogue({ gates: offering, tools: [tool()] });
    expect(gates.judge(gateEvidence())).toEqual({ nothingMatched: false, offerBest: true });
    expect(gates.judge(weakShortSearch)).toEqual({ nothingMatched: true, offerBest: false });
  });

  it('returns the hand-set rules themselves unchanged', () => {
    expect(gatesForCatalogue({ gates: ruleGates, tools: [tool()] })).toBe(ruleGates);
  });
});
