import { describe, expect, it } from 'vitest';
import { ruleGates } from '../../../../server/tools/tool-search/gates/rule-gates.ts';
import { gateEvidence } from './evidence.ts';

describe('ruleGates', () => {
  it('offers a confident keyword match no other match explains more of the message', () => {
    expect(ruleGates.judge(gateEvidence())).toEqual({ nothingMatched: false, offerBest: true });
  });

  it('offers nothing when another match explains more, unless it is a tool the best one needs first', () => {
    const best: Array<[string, number]> = [
      ['cms_updateSectionContent', 0.6],
      ['cms_getPageSections', 0.7],
    ];
    expect(ruleGates.judge(gateEvidence({ best })).offerBest).toBe(false);
    expect(ruleGates.judge(gateEvidence({ best, prerequisitesOf: () => ['cms_getPageSections'] })).offerBest).toBe(true);
  });

  it('says nothing matched for a short query whose merged best match explains little of it, but not for a long one', () => {
    const weak = { path: 'hybrid' as const, best: [['http_post', 0.15]] as Array<[string, number]> };
    expect(ruleGates.judge(gateEvidence({ ...weak, query: 'send an email to subscribers' }))).toMatchObject({ nothingMatched: true, offerBest: false });
    expect(ruleGates.judge(gateEvidence({ ...weak, query: 'can you please send the new price list to all of our guides by email today' })).nothingMatched).toBe(
      false,
    );
  });

  it('says nothing matched for a short query none of whose words any tool text has, whatever the vectors found', () => {
    const unknown = { count: 4, unknownShare: 1, unknownCount: 4, unknownWords: [], knownShare: 0, baseLanguageShare: 0, changesAsked: [] };
    const vectorsOnly = { path: 'vector' as const, best: [['cms_updatePage', 0.45]] as Array<[string, number]>, words: unknown };
    expect(ruleGates.judge(gateEvidence({ ...vectorsOnly, query: 'install or renew SSL certificate' }))).toMatchObject({ nothingMatched: true });
    expect(ruleGates.judge(gateEvidence({ ...vectorsOnly, query: 'hello', words: { ...unknown, count: 0 } })).nothingMatched).toBe(false);
  });
});
