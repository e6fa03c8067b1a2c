import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { GATE_FEATURES } from '../../../../server/tools/tool-search/gates/gate-features.ts';
import {
  createLearnedGates,
  learnedVerdict,
  loadSearchGates,
  type SearchGatesWeights,
  StaleSearchGatesError,
} from '../../../../server/tools/tool-search/gates/learned-gates.ts';
import { ruleGates } from '../../../../server/tools/tool-search/gates/rule-gates.ts';
import { gateEvidence } from './evidence.ts';

const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'search-gates-'));
afterAll(() => fs.rmSync(directory, { recursive: true, force: true }));

/** One split on a feature, log-odds ±5: sure above `at`, sure not below. */
const split = (feature: (typeof GATE_FEATURES)[number], at: number) => ({
  bias: 0,
  trees: [[{ feature: GATE_FEATURES.indexOf(feature), threshold: at, left: 1, right: 2 }, { value: -5 }, { value: 5 }]],
  threshold: 0.5,
});

/** Pre-routes when the keyword best match explains more than half the message; nothing matched when most of its words are no tool's. */
const weights = (overrides: Partial<SearchGatesWeights> = {}): SearchGatesWeights => ({
  format: 1,
  trainedOn: ['wayfinder-queries.json'],
  registryVersion: 'v1',
  features: [...GATE_FEATURES],
  preRoute: split('keywordConfidence', 0.5),
  nothingMatched: split('unknownShare', 0.7),
  ...overrides,
});
const write = (content: unknown) => {
  const file = path.join(directory, `${Math.random().toString(36).slice(2)}.json`);
  fs.writeFileSync(file, JSON.stringify(content));
  return file;
};

describe('learned search gates', () => {
  const gates = createLearnedGates(weights());

  it('pre-routes from the probability its model gives, at or above its threshold', () => {
    expect(gates.judge(gateEvidence({ best: [['cms_listPosts', 0.9]] })).offerBest).toBe(true);
    expect(gates.judge(gateEvidence({ best: [['cms_listPosts', 0.4]] })).offerBest).toBe(false);
  });

  it('says nothing matched, and offers nothing, when its trees find the query asks for what no tool does', () => {
    const words = { count: 4, unknownShare: 0.8, unknownCount: 2, unknownWords: [], knownShare: 0.2, baseLanguageShare: 1, changesAsked: [] };
    expect(gates.judge(gateEvidence({ query: 'send an email to subscribers', words }))).toEqual({ nothingMatched: true, offerBest: false });
    expect(gates.judge(gateEvidence({ words: { ...words, unknownShare: 0.5 } }))).toEqual({ nothingMatched: false, offerBest: true });
  });

  it('judges features as the engine does', () => {
    const sure = Array.from(GATE_FEATURES, (feature) => (feature === 'keywordConfidence' ? 0.9 : 0));
    expect(learnedVerdict(weights(), sure)).toEqual({ nothingMatched: false, offerBest: true });
  });

  it('leaves a short message whose best match explains little to its trees, where the hand-set rule refuses it', () => {
    // "whats on the about page right now?" had its tool refused: the hand-set rule refused more short editor messages
    // with a tool than requests no tool carries out that the trees let through (docs/decisions/079).
    const evidence = gateEvidence({ query: 'whats on the about page right now?', path: 'hybrid', best: [['cms_getPage', 0.15]] });
    expect(ruleGates.judge(evidence).nothingMatched).toBe(true);
    expect(gates.judge(evidence).nothingMatched).toBe(false);
  });

  it('says nothing matched when no tool matched at all', () => {
    expect(gates.judge(gateEvidence({ query: 'send sms', best: [] }))).toEqual({ nothingMatched: true, offerBest: false });
  });

  it('loads weights trained on the current features and tools', () => {
    expect(loadSearchGates({ file: write(weights()), registryVersion: 'v1' }).registryVersion).toBe('v1');
  });

  it('refuses weights that are missing, unreadable, for other features or for other tools, naming the fix', () => {
    expect(() => loadSearchGates({ file: path.join(directory, 'none.json') })).toThrow(StaleSearchGatesError);
    expect(() => loadSearchGates({ file: write({ format: 1 }) })).toThrow(/unreadable/);
    expect(() => loadSearchGates({ file: write(weights({ features: ['keywordConfidence'] })) })).toThrow(/trained on features/);
    const pastTheFeatures = {
      bias: 0,
      trees: [[{ feature: GATE_FEATURES.length, threshold: 0.5, left: 1, right: 2 }, { value: -5 }, { value: 5 }]],
      threshold: 0.5,
    };
    expect(() => loadSearchGates({ file: write(weights({ preRoute: pastTheFeatures })) })).toThrow(/preRoute: tree 0 splits on feature/);
    expect(() => loadSearchGates({ file: write(weights({ nothingMatched: pastTheFeatures })) })).toThrow(/nothingMatched: tree 0 splits on feature/);
    expect(() => loadSearchGates({ file: write(weights()), registryVersion: 'v2' })).toThrow(/npm run train:gates/);
  });
});
