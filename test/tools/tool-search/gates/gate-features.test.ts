import { describe, expect, it } from 'vitest';
import { GATE_FEATURES, gateFeatures } from '../../../../server/tools/tool-search/gates/gate-features.ts';
import { keywordMatch } from '../keyword-match.ts';
import { gateEvidence } from './evidence.ts';

const feature = (row: number[], name: (typeof GATE_FEATURES)[number]) => row[GATE_FEATURES.indexOf(name)];

describe('gateFeatures', () => {
  it('reads the runner-up past the tools the best one needs first', () => {
    const row = gateFeatures(
      gateEvidence({
        best: [
          ['cms_updateSectionContent', 0.8],
          ['cms_getPageSections', 0.7],
          ['cms_getPage', 0.4],
        ],
        prerequisitesOf: () => ['cms_getPageSections'],
      }),
    );
    expect(feature(row, 'runnerUpConfidence')).toBe(0.4);
    expect(feature(row, 'runnerUpShare')).toBe(0.5);
  });

  it('says whether the vectors agree with the keywords, and how near they put the keyword best match', () => {
    const vectorMatches = [
      { name: 'cms_searchImages', confidence: 0.7, source: 'vector' as const },
      { name: 'cms_findImage', confidence: 0.6, source: 'vector' as const },
    ];
    const row = gateFeatures(gateEvidence({ best: [['cms_findImage', 0.9]], vectorMatches }));
    expect(feature(row, 'vectorsAgree')).toBe(0);
    expect(feature(row, 'keywordBestVectorSimilarity')).toBe(0.6);
    expect(feature(row, 'keywordBestVectorReciprocalRank')).toBe(0.5);
  });

  it('reads how much of what the catalogue can read the best match explains, names and values aside', () => {
    const row = gateFeatures(
      gateEvidence({
        keywordMatches: [keywordMatch('cms_findImage', 0.5, { coverage: 0.5 })],
        words: { count: 3, unknownShare: 0.5, unknownCount: 1, unknownWords: [], knownShare: 0.5, baseLanguageShare: 1, changesAsked: [] },
      }),
    );
    expect(feature(row, 'keywordBestKnownCoverage')).toBe(1);
  });

  it('flags a best match that changes the site in a message that negates something', () => {
    const negated = gateEvidence({ query: 'no need to archive the post, just tell me when it went out', best: [['cms_archivePost', 0.8]] });
    expect(feature(gateFeatures(negated), 'bestChangeNegated')).toBe(1);
    expect(feature(gateFeatures({ ...negated, matches: [{ name: 'cms_listPosts', confidence: 0.8, source: 'bm25' }] }), 'bestChangeNegated')).toBe(0);
  });

  it('says whether a message asks something, whatever script its question mark is in', () => {
    for (const query of ['when I publish a post, is it live straight away?', 'お問い合わせフォームのメッセージを見られますか？', 'هل يمكنك نشر المقال؟']) {
      expect(feature(gateFeatures(gateEvidence({ query })), 'asksSomething')).toBe(1);
    }
    expect(feature(gateFeatures(gateEvidence({ query: 'publish the canyon post' })), 'asksSomething')).toBe(0);
  });

  it('gives one value per feature', () => {
    expect(gateFeatures(gateEvidence())).toHaveLength(GATE_FEATURES.length);
  });
});
