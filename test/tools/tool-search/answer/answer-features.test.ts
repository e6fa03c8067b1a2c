import { describe, expect, it } from 'vitest';
import { ANSWER_FEATURES, type AnswerEvidence, answerFeatures } from '../../../../server/tools/tool-search/answer/answer-features.ts';

const prerequisites: Record<string, string[]> = { cms_updateSectionContent: ['cms_getPageSections'] };
const categories: Record<string, string> = {
  cms_updateSectionContent: 'sections',
  cms_getPageSections: 'sections',
  cms_updatePage: 'pages',
  cms_listPages: 'pages',
};
const evidence = (overrides: Partial<AnswerEvidence> = {}): AnswerEvidence => ({
  query: 'change the hero heading on the about page',
  names: ['cms_updateSectionContent', 'cms_getPageSections', 'cms_updatePage', 'cms_listPages'],
  matches: [
    { name: 'cms_updateSectionContent', confidence: 0.8, source: 'bm25' },
    { name: 'cms_updatePage', confidence: 0.4, source: 'bm25' },
  ],
  path: 'bm25',
  ruleAnswer: ['cms_updateSectionContent', 'cms_getPageSections', 'cms_updatePage', 'cms_listPages'],
  requests: 1,
  prerequisitesOf: (name) => prerequisites[name] ?? [],
  categoryOf: (name) => categories[name],
  ...overrides,
});
const feature = (rows: number[][], place: number, name: (typeof ANSWER_FEATURES)[number]) => rows[place]![ANSWER_FEATURES.indexOf(name)];

describe('answerFeatures', () => {
  it('reads one row per place, as long as the feature list', () => {
    const rows = answerFeatures(evidence());
    expect(rows).toHaveLength(4);
    for (const row of rows) expect(row).toHaveLength(ANSWER_FEATURES.length);
  });

  it("tells a match from the best match's prerequisite and from a related tool filling the room", () => {
    const rows = answerFeatures(evidence());
    expect([0, 1, 2, 3].map((place) => feature(rows, place, 'isMatch'))).toEqual([1, 0, 1, 0]);
    expect([0, 1, 2, 3].map((place) => feature(rows, place, 'prerequisiteOfAbove'))).toEqual([0, 1, 0, 0]);
    expect([0, 1, 2, 3].map((place) => feature(rows, place, 'relatedFill'))).toEqual([0, 0, 0, 1]);
  });

  it("gives each place its confidence as a share of the best one's, and the share of the place above it", () => {
    const rows = answerFeatures(evidence());
    expect(feature(rows, 2, 'confidence')).toBe(0.4);
    expect(feature(rows, 2, 'shareOfBest')).toBe(0.5);
    expect(feature(rows, 2, 'placeAboveShareOfBest')).toBe(0);
    expect(feature(rows, 3, 'placeAboveShareOfBest')).toBe(0.5);
    expect(feature(rows, 3, 'sameCategoryAsBest')).toBe(0);
    expect(feature(rows, 1, 'sameCategoryAsBest')).toBe(1);
  });

  it('marks what the focus rule would have answered', () => {
    const whole = answerFeatures(evidence());
    expect(feature(whole, 3, 'ruleFocused')).toBe(0);
    const focused = answerFeatures(evidence({ ruleAnswer: ['cms_updateSectionContent', 'cms_getPageSections'] }));
    expect(feature(focused, 0, 'ruleFocused')).toBe(1);
    expect([0, 1, 2, 3].map((place) => feature(focused, place, 'inRuleAnswer'))).toEqual([1, 1, 0, 0]);
  });

  it("reads the ranker's probability of each place's tool, and -1 where the ranker scored none", () => {
    const rankerProbabilities = new Map([
      ['cms_updateSectionContent', 0.8],
      ['cms_getPageSections', 0.4],
      ['cms_updatePage', 0.2],
    ]);
    const rows = answerFeatures(evidence({ rankerProbabilities }));
    expect([0, 1, 2, 3].map((place) => feature(rows, place, 'rankerProbability'))).toEqual([0.8, 0.4, 0.2, -1]);
    expect([0, 1, 2, 3].map((place) => feature(rows, place, 'rankerShareOfTop'))).toEqual([1, 0.5, 0.25, -1]);
    expect(feature(answerFeatures(evidence()), 0, 'rankerProbability')).toBe(-1);
  });

  it('counts the words of a long message only up to a bound', () => {
    const rows = answerFeatures(evidence({ query: 'word '.repeat(500) }));
    expect(feature(rows, 0, 'queryWords')).toBe(60);
  });
});
