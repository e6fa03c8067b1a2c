import { describe, expect, it } from 'vitest';
import { expandWithRelatedTools } from '../../../server/tools/tool-search/expand-related-tools.ts';
import { fuseByReciprocalRank, mergeMatches } from '../../../server/tools/tool-search/merge-matches.ts';
import type { ToolMatch } from '../../../server/tools/tool-search/searchable-tool.ts';

const keyword = (name: string, confidence: number): ToolMatch => ({ name, confidence, source: 'bm25' });
const vector = (name: string, confidence: number): ToolMatch => ({ name, confidence, source: 'vector' });

describe('mergeMatches', () => {
  it('deduplicates by tool name and ranks by the weighted sum of both confidences', () => {
    const merged = mergeMatches({
      keywordMatches: [keyword('cms_findImage', 0.5), keyword('cms_listAllImages', 0.45)],
      vectorMatches: [vector('cms_searchImages', 0.9), vector('cms_findImage', 0.6)],
      limit: 5,
      weights: { keyword: 0.5, vector: 0.5 },
    });
    expect(merged.map((match) => match.name)).toEqual(['cms_findImage', 'cms_searchImages', 'cms_listAllImages']);
    expect(merged[0]).toEqual({ name: 'cms_findImage', confidence: 0.55, source: 'hybrid' });
  });

  it('respects the limit', () => {
    const merged = mergeMatches({
      keywordMatches: [keyword('a', 1), keyword('b', 0.5)],
      vectorMatches: [vector('c', 0.9)],
      limit: 1,
      weights: { keyword: 1, vector: 1 },
    });
    expect(merged).toHaveLength(1);
  });
});

describe('fuseByReciprocalRank', () => {
  it('prefers tools ranked well by both lists over tools ranked first by one', () => {
    const fused = fuseByReciprocalRank({
      rankings: [
        [keyword('only-keyword', 1), keyword('both', 0.9)],
        [vector('only-vector', 1), vector('both', 0.9)],
      ],
      limit: 3,
    });
    expect(fused[0]?.name).toBe('both');
    expect(fused[0]?.confidence).toBeLessThanOrEqual(1);
  });
});

describe('expandWithRelatedTools', () => {
  const related: Record<string, string[]> = {
    cms_addSectionToPage: ['cms_getSectionFields', 'cms_listSectionTemplates'],
    cms_getSectionFields: ['cms_addSectionToPage'],
  };

  it('fills the room up to the limit with related tools, in the order found', () => {
    const names = expandWithRelatedTools({ names: ['cms_addSectionToPage'], limit: 3, relatedTools: (name) => related[name] ?? [] });
    expect(names).toEqual(['cms_addSectionToPage', 'cms_getSectionFields', 'cms_listSectionTemplates']);
  });

  it('never exceeds the limit nor repeats a tool', () => {
    const names = expandWithRelatedTools({ names: ['cms_getSectionFields', 'cms_addSectionToPage'], limit: 3, relatedTools: (name) => related[name] ?? [] });
    expect(names).toEqual(['cms_getSectionFields', 'cms_addSectionToPage', 'cms_listSectionTemplates']);
  });

  it('adds nothing when nothing was found', () => {
    expect(expandWithRelatedTools({ names: [], limit: 5, relatedTools: () => ['cms_getPage'] })).toEqual([]);
  });
});
