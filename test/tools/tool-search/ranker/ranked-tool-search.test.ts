import { describe, expect, it } from 'vitest';
import { createLogger } from '../../../../server/logger.ts';
import type { KeywordMatch } from '../../../../server/tools/tool-search/keyword-index.ts';
import { orderByRanker, rankedToolSearch } from '../../../../server/tools/tool-search/ranker/ranked-tool-search.ts';
import type { ToolRanker } from '../../../../server/tools/tool-search/ranker/tool-ranker.ts';
import { RANKING_FEATURES } from '../../../../server/tools/tool-search/ranker/tool-ranking-features.ts';
import type { ToolMatch } from '../../../../server/tools/tool-search/searchable-tool.ts';
import type { RoutingConfig } from '../../../../server/tools/tool-search/smart-tool-search.ts';
import { keywordMatch } from '../keyword-match.ts';

const routing: RoutingConfig = {
  strategy: 'routed',
  keywordOnlyAbove: 0.4,
  vectorOnlyBelow: 0.05,
  vectorOnlyMinConfidence: 0.4,
  weights: { keyword: 0.85, vector: 0.15 },
};
/** A ranker that trusts only the vectors: what the combiner does with its scores is what these tests check. */
const vectorTrusting: ToolRanker = { score: (candidates) => candidates.map(({ features }) => features[RANKING_FEATURES.indexOf('vectorSimilarity')]!) };
const search = (keywordMatches: KeywordMatch[], vectorMatches: ToolMatch[] | Error, ranker = vectorTrusting) =>
  rankedToolSearch({
    query: 'show the gallery',
    limit: 5,
    keywordIndex: { search: () => keywordMatches },
    vectorIndex: { search: async () => (vectorMatches instanceof Error ? Promise.reject(vectorMatches) : vectorMatches) },
    routing,
    logger: createLogger({ level: 'silent' }),
    ranker,
    categoryOf: () => undefined,
    prerequisitesOf: () => [],
    relatedTools: () => [],
  });
const vector = (name: string, confidence: number): ToolMatch => ({ name, confidence, source: 'vector' });

describe('rankedToolSearch', () => {
  it('keeps a confident BM25 best match first and lets the ranker fill the places below it, with BM25’s confidences', async () => {
    const result = await search(
      [keywordMatch('cms_getPage', 0.9), keywordMatch('cms_listPages', 0.5)],
      [vector('cms_findImage', 0.8), vector('cms_getPage', 0.4)],
    );
    expect(result.path).toBe('bm25');
    expect(result.matches).toMatchObject([
      { name: 'cms_getPage', confidence: 0.9 },
      { name: 'cms_findImage', confidence: 0.5 },
    ]);
  });

  it("gives the ranker's probability of every tool it scored, the kept best match's too, for the answer chooser", async () => {
    const result = await search(
      [keywordMatch('cms_getPage', 0.9), keywordMatch('cms_listPages', 0.5)],
      [vector('cms_findImage', 0.8), vector('cms_getPage', 0.4)],
    );
    expect(Object.fromEntries(result.rankerProbabilities ?? [])).toEqual({ cms_getPage: 0.4, cms_listPages: 0, cms_findImage: 0.8 });
    const withoutPhrases = keywordMatch('recipes_suggest', 0.2, {
      fieldCoverage: { name: 0, phrases: 0, description: 0.2, category: 0, parameters: 0, learned: 0 },
    });
    expect((await search([withoutPhrases], [vector('nutrition_lookup', 0.8)])).rankerProbabilities).toBeUndefined();
  });

  it('lets the ranker order the places below a best match that explains the whole query, which keeps first place', async () => {
    // BM25's order had stood whole: its near ties above the tools the ranker would have placed (decision 106).
    const result = await search(
      [keywordMatch('cms_publishPost', 1), keywordMatch('cms_updatePost', 0.98), keywordMatch('cms_listPosts', 0.68)],
      [vector('cms_listPosts', 0.9), vector('cms_publishPost', 0.5)],
    );
    expect(result.matches.map((match) => [match.name, match.confidence])).toEqual([
      ['cms_publishPost', 1],
      ['cms_listPosts', 0.98],
      ['cms_updatePost', 0.68],
    ]);
  });

  it('orders every place by the ranker when BM25 is unsure, keeping the merged confidences', async () => {
    const result = await search(
      [keywordMatch('cms_getPage', 0.2), keywordMatch('cms_listPages', 0.1)],
      [vector('cms_findImage', 0.8), vector('cms_getPage', 0.5)],
    );
    expect(result.path).toBe('hybrid');
    expect(result.matches.map((match) => match.name)).toEqual(['cms_findImage', 'cms_getPage', 'cms_listPages']);
    expect(result.matches.map((match) => match.confidence)).toEqual([0.245, 0.12, 0.085].map((value) => expect.closeTo(value, 6)));
  });

  it('answers from the vectors alone with only the tools similar enough, as the routed search does', async () => {
    const result = await search([keywordMatch('cms_getPage', 0.01)], [vector('cms_findImage', 0.6), vector('http_post', 0.3)]);
    expect(result.path).toBe('vector');
    expect(result.matches.map((match) => match.name)).toEqual(['cms_findImage']);
  });

  it('keeps the routed order when no keyword match rests on a phrase: the ranker was fitted on tools found through theirs', async () => {
    // A catalogue without phrases (ToolLens, MetaTool) or an external server's tools: the weights lowered nDCG@10 there.
    const withoutPhrases = (name: string, confidence: number) =>
      keywordMatch(name, confidence, { fieldCoverage: { name: 0, phrases: 0, description: confidence, category: 0, parameters: 0, learned: 0 } });
    const result = await search(
      [withoutPhrases('recipes_suggest', 0.2), withoutPhrases('grocery_search', 0.1)],
      [vector('nutrition_lookup', 0.8), vector('recipes_suggest', 0.5)],
    );
    expect(result.path).toBe('hybrid');
    expect(result.matches.map((match) => match.name)).toEqual(['recipes_suggest', 'nutrition_lookup', 'grocery_search']);
  });

  it('lets the ranker order the places below BM25’s best when the vectors have no opinion (the model cannot read the query, or the search failed)', async () => {
    const keywordMatches = [keywordMatch('cms_getPage', 0.3), keywordMatch('cms_listPages', 0.2), keywordMatch('cms_getPageSections', 0.1)];
    // A query in Japanese reaches the ranker with keyword evidence only: here it prefers the lower keyword match.
    const keywordDoubting: ToolRanker = { score: (candidates) => candidates.map(({ features }) => -features[RANKING_FEATURES.indexOf('keywordConfidence')]!) };
    for (const vectorMatches of [[], new Error('lance is down')]) {
      const result = await search(keywordMatches, vectorMatches, keywordDoubting);
      expect(result.path).toBe('bm25');
      expect(result.matches.map((match) => [match.name, match.confidence])).toEqual([
        ['cms_getPage', 0.3],
        ['cms_getPageSections', 0.2],
        ['cms_listPages', 0.1],
      ]);
    }
  });
});

describe('orderByRanker', () => {
  const candidates = ['a', 'b', 'c'].map((name) => ({ name, features: [] }));

  it('orders by score, keeping the given order on ties', () => {
    expect(orderByRanker({ candidates, scores: [0.2, 0.8, 0.2], confidences: [1, 0.5, 0.2] }).map((match) => match.name)).toEqual(['b', 'a', 'c']);
  });

  it('gives the places the routed search’s confidences and keeps only as many matches as it found', () => {
    expect(orderByRanker({ candidates, scores: [0.4, 0.8, 0.2], confidences: [0.9, 0.3] })).toEqual([
      { name: 'b', confidence: 0.9, source: 'hybrid' },
      { name: 'a', confidence: 0.3, source: 'hybrid' },
    ]);
  });
});
