import { describe, expect, it } from 'vitest';
import { RANKING_FEATURES, type RankingFeature, rankingFeatures } from '../../../../server/tools/tool-search/ranker/tool-ranking-features.ts';
import { keywordMatch } from '../keyword-match.ts';

const categories: Record<string, string> = {
  cms_addImageToSection: 'images',
  cms_findImage: 'images',
  cms_getPageSections: 'sections',
  cms_deletePage: 'pages',
};
const features = (options: Partial<Parameters<typeof rankingFeatures>[0]>) =>
  rankingFeatures({
    query: 'put the tent photo in the gallery',
    keywordMatches: [],
    vectorMatches: [],
    categoryOf: (name) => categories[name],
    prerequisitesOf: (name) => (name === 'cms_addImageToSection' ? ['cms_findImage', 'cms_getPageSections'] : []),
    relatedTools: () => [],
    ...options,
  });
const featureOf = (row: { features: number[] }, feature: RankingFeature) => row.features[RANKING_FEATURES.indexOf(feature)];

describe('rankingFeatures', () => {
  it('gives every tool either list found one row of every feature, keyword matches first, then the lookups their first tools need', () => {
    const rows = features({
      keywordMatches: [keywordMatch('cms_addImageToSection', 0.8)],
      vectorMatches: [
        { name: 'cms_findImage', confidence: 0.6, source: 'vector' },
        { name: 'cms_addImageToSection', confidence: 0.5, source: 'vector' },
      ],
    });
    expect(rows.map((row) => row.name)).toEqual(['cms_addImageToSection', 'cms_findImage', 'cms_getPageSections']);
    for (const row of rows) expect(row.features).toHaveLength(RANKING_FEATURES.length);
  });

  it('brings in the lookups of a tool that is not the best match, weighed by its place', () => {
    // "add the 'people around a fire at night' photo to the post 'Campfire stories'": the images tools come first,
    // the post tool third, and only it needs cms_listPosts, which shares no word with the message.
    const rows = rankingFeatures({
      query: "add the 'people around a fire at night' photo to the post 'Campfire stories' as featured image",
      keywordMatches: [keywordMatch('cms_searchImages', 0.6), keywordMatch('cms_addImageToSection', 0.5), keywordMatch('cms_updatePost', 0.4)],
      vectorMatches: [],
      categoryOf: () => undefined,
      prerequisitesOf: (name) => (name === 'cms_updatePost' ? ['cms_listPosts'] : []),
      relatedTools: () => [],
    });
    const listPosts = rows.find((row) => row.name === 'cms_listPosts');
    expect(featureOf(listPosts!, 'inKeywordList')).toBe(0);
    expect(featureOf(listPosts!, 'prerequisiteOfFirstMatches')).toBeCloseTo(1 / 3);
    expect(featureOf(listPosts!, 'prerequisiteInLongQuery')).toBeCloseTo(1 / 3);
    expect(featureOf(listPosts!, 'prerequisiteOfKeywordBest')).toBe(0);
  });

  it('scores a tool only the vectors found as absent from the keyword list, with its similarity and its gap to the nearest', () => {
    const [, vectorOnly] = features({
      keywordMatches: [keywordMatch('cms_addImageToSection', 0.8)],
      vectorMatches: [
        { name: 'cms_getPageSections', confidence: 0.7, source: 'vector' },
        { name: 'cms_findImage', confidence: 0.6, source: 'vector' },
      ],
    });
    expect(vectorOnly?.name).toBe('cms_getPageSections');
    expect(featureOf(vectorOnly!, 'inKeywordList')).toBe(0);
    expect(featureOf(vectorOnly!, 'keywordConfidence')).toBe(0);
    expect(featureOf(vectorOnly!, 'vectorSimilarity')).toBe(0.7);
    expect(featureOf(vectorOnly!, 'vectorReciprocalRank')).toBe(1);
    expect(featureOf(vectorOnly!, 'vectorGapToBest')).toBe(0);
  });

  it('marks the best keyword match’s prerequisites and its category', () => {
    const rows = features({
      keywordMatches: [keywordMatch('cms_addImageToSection', 0.8), keywordMatch('cms_findImage', 0.4), keywordMatch('cms_deletePage', 0.1)],
    });
    const byName = Object.fromEntries(rows.map((row) => [row.name, row]));
    expect(featureOf(byName.cms_findImage!, 'prerequisiteOfKeywordBest')).toBe(1);
    expect(featureOf(byName.cms_findImage!, 'sameCategoryAsKeywordBest')).toBe(1);
    expect(featureOf(byName.cms_deletePage!, 'prerequisiteOfKeywordBest')).toBe(0);
    expect(featureOf(byName.cms_deletePage!, 'sameCategoryAsKeywordBest')).toBe(0);
  });

  it('passes on the change markers’ verdict and the per-field coverage', () => {
    const [row] = features({
      keywordMatches: [
        keywordMatch('cms_deletePage', 0.5, {
          heldBack: true,
          fieldCoverage: { name: 0.25, phrases: 1, description: 0, category: 0, parameters: 0, learned: 0.5 },
        }),
      ],
    });
    expect(featureOf(row!, 'heldBack')).toBe(1);
    expect(featureOf(row!, 'changeAsked')).toBe(0);
    expect(featureOf(row!, 'makesChange')).toBe(1);
    expect(featureOf(row!, 'phrasesCoverage')).toBe(1);
    expect(featureOf(row!, 'learnedCoverage')).toBe(0.5);
  });

  it('makes the tools of a kind of thing the query names candidates, with the words it names it by', () => {
    // "bump the Backpacker Kit to 70 a day": no section tool shares a word with it, but the pricing card is a section.
    const rows = features({
      query: 'bump the Backpacker Kit to 70 a day',
      keywordMatches: [keywordMatch('cms_findImage', 0.3)],
      namedSiteEntities: new Map([
        ['section', 2],
        ['image', 1],
      ]),
      entityTypes: new Map([
        ['cms_findImage', 'image'],
        ['cms_getPageSections', 'section'],
        ['cms_updateSectionContent', 'section'],
        ['cms_updatePost', 'post'],
      ]),
    });
    expect(rows.map((row) => row.name)).toEqual(['cms_findImage', 'cms_getPageSections', 'cms_updateSectionContent']);
    const updateSection = rows.find((row) => row.name === 'cms_updateSectionContent')!;
    expect(featureOf(updateSection, 'siteNameWords')).toBe(2);
    expect(featureOf(updateSection, 'siteNameLongest')).toBe(1);
    expect(featureOf(updateSection, 'inKeywordList')).toBe(0);
    const findImage = rows.find((row) => row.name === 'cms_findImage')!;
    expect(featureOf(findImage, 'siteNameWords')).toBe(1);
    expect(featureOf(findImage, 'siteNameLongest')).toBe(0);
    expect(featureOf(findImage, 'siteNameKinds')).toBe(2);
  });

  it('reads no site names when the site has none', () => {
    const [row] = features({ keywordMatches: [keywordMatch('cms_findImage', 0.3)] });
    expect(featureOf(row!, 'siteNameWords')).toBe(0);
    expect(featureOf(row!, 'siteNameKinds')).toBe(0);
  });
});
