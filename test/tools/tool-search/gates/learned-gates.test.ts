import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { GATE_FEATURES } from '../../../../server/tools/tool-search/gates/gate-features.ts';
import {
  createLearnedGates,
  loadSearchGates,
  type SearchGatesWeights,
  StaleSearchGatesError,
  unknownAskingShare,
} from '../../../../server/tools/tool-search/gates/learned-gates.ts';
import { gateEvidence } from './evidence.ts';

const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'search-gates-'));
afterAll(() => fs.rmSync(directory, { recursive: true, force: true }));

/** Pre-routes when the keyword best match explains more than half the message: one split, log-odds ±5. */
const weights = (overrides: Partial<SearchGatesWeights> = {}): SearchGatesWeights => ({
  format: 1,
  trainedOn: ['wayfinder-queries.json'],
  registryVersion: 'v1',
  features: [...GATE_FEATURES],
  preRoute: {
    bias: 0,
    trees: [[{ feature: GATE_FEATURES.indexOf('keywordConfidence'), threshold: 0.5, left: 1, right: 2 }, { value: -5 }, { value: 5 }]],
    threshold: 0.5,
  },
  unknownShareFloor: 0.6,
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

  it('says nothing matched for a short query in the catalogue language asking mostly for what no tool names', () => {
    const words = { count: 4, unknownShare: 0.8, dampedUnknownShare: 0.8, unknownCount: 2, knownShare: 0.2, baseLanguageShare: 1, changesAsked: [] };
    expect(gates.judge(gateEvidence({ query: 'send an email to subscribers', words }))).toMatchObject({ nothingMatched: true, offerBest: false });
  });

  it('reads the damped unknown share: the rare words of a name do not outweigh the words that ask', () => {
    const words = { count: 4, unknownShare: 0.72, dampedUnknownShare: 0.57, unknownCount: 2, knownShare: 0.28, baseLanguageShare: 1, changesAsked: [] };
    expect(gates.judge(gateEvidence({ query: 'find the page called Trail Safety', words })).nothingMatched).toBe(false);
  });

  it('keeps the tools of a query in another language, or a long message, whose words the tools do not know', () => {
    const foreign = { count: 4, unknownShare: 0.8, dampedUnknownShare: 0.8, unknownCount: 3, knownShare: 0.2, baseLanguageShare: 0, changesAsked: [] };
    expect(unknownAskingShare(gateEvidence({ query: 'Zeig mir die Wanderungen', words: foreign }))).toBeUndefined();
    const long = { ...foreign, baseLanguageShare: 1, changesAsked: [] };
    expect(unknownAskingShare(gateEvidence({ query: 'please archive the old holiday sale post from two winters ago', words: long }))).toBeUndefined();
  });

  it('says nothing matched, as the hand-set rule does, for a short query whose merged best match explains little', () => {
    expect(gates.judge(gateEvidence({ query: 'send sms', path: 'hybrid', best: [['http_post', 0.1]] })).nothingMatched).toBe(true);
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
    expect(() => loadSearchGates({ file: write(weights({ preRoute: pastTheFeatures })) })).toThrow(/splits on feature/);
    expect(() => loadSearchGates({ file: write(weights()), registryVersion: 'v2' })).toThrow(/npm run train:gates/);
  });
});
