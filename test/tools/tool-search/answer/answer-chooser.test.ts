import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  type AnswerChooserWeights,
  createAnswerChooser,
  loadAnswerChooser,
  StaleAnswerChooserError,
} from '../../../../server/tools/tool-search/answer/answer-chooser.ts';
import { ANSWER_FEATURES, type AnswerEvidence } from '../../../../server/tools/tool-search/answer/answer-features.ts';

const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'answer-chooser-'));
afterAll(() => fs.rmSync(directory, { recursive: true, force: true }));

// One tree: a place whose confidence is at least half the best one's adds 4 to the log-odds, a weaker one takes 4 away.
const weights = (overrides: Partial<AnswerChooserWeights> = {}): AnswerChooserWeights => ({
  format: 1,
  trainedOn: ['wayfinder-queries.json'],
  registryVersion: 'v1',
  features: [...ANSWER_FEATURES],
  bias: 0,
  trees: [[{ feature: ANSWER_FEATURES.indexOf('shareOfBest'), threshold: 0.49, left: 1, right: 2 }, { value: -4 }, { value: 4 }]],
  threshold: 0.5,
  ...overrides,
});
const write = (content: unknown) => {
  const file = path.join(directory, `${Math.random().toString(36).slice(2)}.json`);
  fs.writeFileSync(file, JSON.stringify(content));
  return file;
};
const evidence: AnswerEvidence = {
  query: 'list the pages',
  names: ['cms_listPages', 'cms_getPage', 'cms_findResource'],
  matches: [
    { name: 'cms_listPages', confidence: 0.2, source: 'bm25' },
    { name: 'cms_getPage', confidence: 0.15, source: 'bm25' },
    { name: 'cms_findResource', confidence: 0.05, source: 'bm25' },
  ],
  path: 'bm25',
  ruleAnswer: ['cms_listPages', 'cms_getPage', 'cms_findResource'],
  requests: 1,
  prerequisitesOf: () => [],
  categoryOf: () => 'pages',
};

describe('answer chooser', () => {
  it('answers with the places the trees are sure enough of, in the ranking’s order', () => {
    expect(createAnswerChooser(weights()).choose(evidence)).toEqual(['cms_listPages', 'cms_getPage']);
  });

  it('always answers with the first place, however unsure the trees are of it', () => {
    const unsure = weights({ bias: -10, trees: [[{ value: 0 }]] });
    expect(createAnswerChooser(unsure).choose(evidence)).toEqual(['cms_listPages']);
  });

  it("keeps the focus rule's answer to a short search one tool explains whole, and decides a longer one", () => {
    const focused = { ...evidence, ruleAnswer: ['cms_listPages'] };
    expect(createAnswerChooser(weights()).choose(focused)).toEqual(['cms_listPages']);
    const long = { ...focused, query: 'list the pages of the site so I can see which ones exist' };
    expect(createAnswerChooser(weights()).choose(long)).toEqual(['cms_listPages', 'cms_getPage']);
  });

  it("answers with a place the ranker is sure of, though its place's confidence is low", () => {
    // The trees read the ranker's probability: at least 0.5 adds 4 to the log-odds.
    const byRanker = weights({
      trees: [[{ feature: ANSWER_FEATURES.indexOf('rankerProbability'), threshold: 0.49, left: 1, right: 2 }, { value: -4 }, { value: 4 }]],
    });
    const rankerProbabilities = new Map([
      ['cms_listPages', 0.9],
      ['cms_getPage', 0.1],
      ['cms_findResource', 0.6],
    ]);
    expect(createAnswerChooser(byRanker).choose({ ...evidence, rankerProbabilities })).toEqual(['cms_listPages', 'cms_findResource']);
    // Without the ranker's probabilities (a catalogue without phrases), every place reads as unscored.
    expect(createAnswerChooser(byRanker).choose(evidence)).toEqual(['cms_listPages']);
  });

  it('loads weights trained on the current features and tools', () => {
    expect(loadAnswerChooser({ file: write(weights()), registryVersion: 'v1' }).choose(evidence)).toEqual(['cms_listPages', 'cms_getPage']);
  });

  it('refuses weights it cannot read, trained on other features or tools, or missing, naming the fix', () => {
    expect(() => loadAnswerChooser({ file: write({ format: 1 }) })).toThrow(/unreadable weights/);
    expect(() => loadAnswerChooser({ file: write(weights({ features: ['place'] })) })).toThrow(/trained on features/);
    expect(() => loadAnswerChooser({ file: write(weights({ threshold: 2 })) })).toThrow(StaleAnswerChooserError);
    const beyond = weights({ trees: [[{ feature: ANSWER_FEATURES.length, threshold: 0, left: 1, right: 2 }, { value: 0 }, { value: 1 }]] });
    expect(() => loadAnswerChooser({ file: write(beyond) })).toThrow(/splits on feature/);
    expect(() => loadAnswerChooser({ file: write(weights()), registryVersion: 'v2' })).toThrow(/trained on tool registry v1, the tools are now v2/);
    expect(() => loadAnswerChooser({ file: path.join(directory, 'none.json') })).toThrow(/npm run train:answers/);
  });
});
