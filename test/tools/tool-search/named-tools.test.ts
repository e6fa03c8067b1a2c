import { describe, expect, it } from 'vitest';
import { namedToolsFirst, toolNames } from '../../../server/tools/tool-search/named-tools.ts';

const catalogue = toolNames([
  'cms_getPage',
  'cms_getPageSections',
  'http_get',
  'github_create_issue',
  'gitlab_create_issue',
  'soundcloud',
  'pre_match',
  'get-weather',
]);

describe('toolNames', () => {
  it('finds a tool named with or without its prefix, in any identifier spelling', () => {
    expect(catalogue.namedIn('cms_getPage slug=about')).toEqual(['cms_getPage']);
    expect(catalogue.namedIn('get_page_sections(page_slug="home")')).toEqual(['cms_getPageSections']);
    expect(catalogue.namedIn('call cms_get_page, then getPageSections')).toEqual(['cms_getPage', 'cms_getPageSections']);
    expect(catalogue.namedIn('fetch it with http_get')).toEqual(['http_get']);
  });

  it('reads plain words as words, not as names', () => {
    expect(catalogue.namedIn('get the page about us')).toEqual([]);
    expect(catalogue.namedIn('Get Page')).toEqual([]);
    // One-word names and hyphenated words: ToolRet-APIGen's queries named such tools by chance.
    expect(catalogue.namedIn('download the songs from SoundCloud')).toEqual([]);
    expect(catalogue.namedIn('the pre-match form of the game')).toEqual([]);
    expect(catalogue.namedIn('get-weather for Oslo')).toEqual(['get-weather']);
  });

  it('names neither tool when two servers share the name', () => {
    expect(catalogue.namedIn('create_issue in the tracker')).toEqual([]);
    expect(catalogue.namedIn('github_create_issue in the tracker')).toEqual(['github_create_issue']);
  });
});

describe('namedToolsFirst', () => {
  const matches = [
    { name: 'cms_updatePage', confidence: 0.9, source: 'bm25' as const },
    { name: 'cms_getPage', confidence: 0.6, source: 'bm25' as const },
    { name: 'cms_listPages', confidence: 0.3, source: 'hybrid' as const },
  ];

  it('moves the named tools to the first places; each place keeps its confidence', () => {
    expect(namedToolsFirst({ matches, named: ['cms_getPage'] })).toEqual([
      { name: 'cms_getPage', confidence: 0.9, source: 'bm25' },
      { name: 'cms_updatePage', confidence: 0.6, source: 'bm25' },
      { name: 'cms_listPages', confidence: 0.3, source: 'hybrid' },
    ]);
  });

  it("adds a named tool the search did not find; the last place's confidence repeats for the extra place", () => {
    expect(namedToolsFirst({ matches, named: ['http_get'] }).map((match) => [match.name, match.confidence])).toEqual([
      ['http_get', 0.9],
      ['cms_updatePage', 0.6],
      ['cms_getPage', 0.3],
      ['cms_listPages', 0.3],
    ]);
    expect(namedToolsFirst({ matches: [], named: ['http_get'] })).toEqual([{ name: 'http_get', confidence: 1, source: 'bm25' }]);
  });

  it('leaves the matches as they are when no tool is named', () => {
    expect(namedToolsFirst({ matches, named: [] })).toEqual(matches);
  });
});
