import { describe, expect, it } from 'vitest';
import { OTHER_CHANGE_WEIGHT } from '../../../server/tools/tool-search/change-markers.ts';
import { holdBackOtherChanges, keywordConfidences, queryCoverage, toolChange, wordWeigher } from '../../../server/tools/tool-search/keyword-confidence.ts';

describe('holdBackOtherChanges', () => {
  const changes = [
    { change: 'add' as const, verbTerms: ['add'] },
    { change: 'delete' as const, verbTerms: ['delet'] },
    { change: undefined, verbTerms: ['get'] },
  ];

  it('ranks a tool making another change than the one asked for below the rest', () => {
    const held = holdBackOtherChanges({
      scores: [
        { position: 0, score: 10 },
        { position: 1, score: 9 },
        { position: 2, score: 8 },
      ],
      changes,
      requestChanges: new Set(['delete']),
      requestTerms: new Set(['remov', 'faq']),
      negatedChanges: new Set(),
    });
    expect(held).toEqual([
      { position: 1, score: 9, heldBack: false },
      { position: 2, score: 8, heldBack: false },
      { position: 0, score: 10 * OTHER_CHANGE_WEIGHT, heldBack: true },
    ]);
  });

  it('keeps a tool whose own verb the request uses, and every score when the request marks no change', () => {
    const scores = [
      { position: 0, score: 10 },
      { position: 1, score: 9 },
    ];
    const kept = scores.map((score) => ({ ...score, heldBack: false }));
    const none = new Set<never>();
    expect(holdBackOtherChanges({ scores, changes, requestChanges: new Set(['delete']), requestTerms: new Set(['add']), negatedChanges: none })).toEqual(kept);
    expect(holdBackOtherChanges({ scores, changes, requestChanges: new Set(), requestTerms: new Set(['faq']), negatedChanges: none })).toEqual(kept);
  });

  it('holds back a tool making the change the request rules out, even when no other change is asked for', () => {
    // "don't delete anything, just rename it": "delete" is the query's, but only under the negation.
    const held = holdBackOtherChanges({
      scores: [
        { position: 1, score: 10 },
        { position: 2, score: 8 },
      ],
      changes,
      requestChanges: new Set(),
      requestTerms: new Set(['renam']),
      negatedChanges: new Set(['delete']),
    });
    expect(held).toEqual([
      { position: 2, score: 8, heldBack: false },
      { position: 1, score: 10 * OTHER_CHANGE_WEIGHT, heldBack: true },
    ]);
  });
});

describe('wordWeigher', () => {
  const weigh = wordWeigher(
    new Map([
      ['page', 0.2],
      ['delet', 1.5],
    ]),
  );

  it('weighs a word by its rarest term', () => {
    expect(weigh(['page', 'delet'])).toBe(1.5);
  });

  it('weighs a word no tool uses as much as the rarest term, and at least 1', () => {
    expect(weigh(['zzz'])).toBe(1.5);
    expect(wordWeigher(new Map([['page', 0.2]]))(['zzz'])).toBe(1);
  });
});

describe('keywordConfidences', () => {
  const terms = [new Set(['publish', 'post']), new Set(['post'])];
  const termsOf = (position: number) => terms[position]!;
  const wordWeight = () => 1;

  it('gives the top tool explaining every word full confidence, and the rest their share of words times their relative score', () => {
    const confidences = keywordConfidences({
      scores: [
        { position: 0, score: 4 },
        { position: 1, score: 2 },
      ],
      words: [['publish'], ['post']],
      termsOf,
      wordWeight,
    });
    expect(confidences.map(({ confidence }) => confidence)).toEqual([1, 0.5 * 0.5]);
    expect(confidences.map(({ coverage }) => coverage)).toEqual([1, 0.5]);
  });

  it('counts a word as matched when any of its terms is among the tool’s', () => {
    const [only] = keywordConfidences({ scores: [{ position: 1, score: 3 }], words: [['posts', 'post']], termsOf, wordWeight });
    expect(only!.confidence).toBe(1);
  });

  it('is empty when nothing scored', () => {
    expect(keywordConfidences({ scores: [], words: [['post']], termsOf, wordWeight })).toEqual([]);
  });
});

describe('toolChange', () => {
  it("names the change a tool's verb makes, with the verb's terms", () => {
    expect(toolChange('cms_deletePage')).toEqual({ change: 'delete', verbTerms: ['delet'] });
    expect(toolChange('cms_getPage')).toEqual({ change: undefined, verbTerms: ['get'] });
  });
});

describe('queryCoverage', () => {
  it('is the share of the query words’ weight the terms match, a rare word weighing more', () => {
    const wordWeight = (terms: readonly string[]) => (terms.includes('hero') ? 3 : 1);
    expect(queryCoverage({ words: [['hero'], ['heading']], terms: new Set(['hero']), wordWeight })).toBe(0.75);
    expect(queryCoverage({ words: [['hero'], ['heading']], terms: new Set(['heading']), wordWeight })).toBe(0.25);
  });

  it('is 0 for a query with no words', () => {
    expect(queryCoverage({ words: [], terms: new Set(['hero']), wordWeight: () => 1 })).toBe(0);
  });
});
