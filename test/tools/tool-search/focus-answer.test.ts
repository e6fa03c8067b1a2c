import { describe, expect, it } from 'vitest';
import { focusAnswer, focusOnEachRequest } from '../../../server/tools/tool-search/focus-answer.ts';
import type { ToolMatch } from '../../../server/tools/tool-search/searchable-tool.ts';

const keyword = (name: string, confidence: number): ToolMatch => ({ name, confidence, source: 'bm25' });
const prerequisites: Record<string, string[]> = { cms_updateSectionContent: ['cms_getPageSections'] };
const prerequisitesOf = (name: string) => prerequisites[name] ?? [];
const categoryOf = (name: string) => (name === 'cms_findResource' ? 'search' : name.includes('Post') ? 'posts' : 'sections');

describe('focusAnswer', () => {
  it('answers a query one tool explains with that tool, what it needs first and its near-equal alternatives', () => {
    const matches = [
      keyword('cms_updateSectionContent', 1),
      keyword('cms_getSectionContent', 0.92),
      keyword('cms_updatePost', 0.55),
      keyword('cms_updateNavigationItem', 0.51),
    ];
    expect(focusAnswer({ matches, path: 'bm25', limit: 5, prerequisitesOf, categoryOf })).toEqual([
      'cms_updateSectionContent',
      'cms_getPageSections',
      'cms_getSectionContent',
    ]);
  });

  it('keeps a merely near-equal match of another category out, and a near-exact tie in', () => {
    // "find image by name": cms_findResource finds pages, posts and images by name, at 0.92 of cms_findImage.
    const matches = [
      keyword('cms_updateSectionContent', 1),
      keyword('cms_updatePost', 0.97),
      keyword('cms_getSectionContent', 0.95),
      keyword('cms_findResource', 0.92),
    ];
    expect(focusAnswer({ matches, path: 'bm25', limit: 5, prerequisitesOf, categoryOf })).toEqual([
      'cms_updateSectionContent',
      'cms_getPageSections',
      'cms_updatePost',
      'cms_getSectionContent',
    ]);
  });

  it('gives up the focus when no tool explains the whole query', () => {
    const matches = [keyword('cms_getPage', 0.8), keyword('cms_getPageSections', 0.7)];
    expect(focusAnswer({ matches, path: 'bm25', limit: 5, prerequisitesOf, categoryOf })).toBeUndefined();
  });

  it('gives up the focus when vectors had a say: the right tool of an editor’s own words is often not the first', () => {
    const matches = [keyword('cms_updateSectionContent', 1)];
    expect(focusAnswer({ matches, path: 'hybrid', limit: 5, prerequisitesOf, categoryOf })).toBeUndefined();
    expect(focusAnswer({ matches, path: 'vector', limit: 5, prerequisitesOf, categoryOf })).toBeUndefined();
  });

  it('keeps to the limit and to nothing for no matches', () => {
    const matches = [keyword('cms_updateSectionContent', 1), keyword('cms_getSectionContent', 0.95)];
    expect(focusAnswer({ matches, path: 'bm25', limit: 1, prerequisitesOf, categoryOf })).toEqual(['cms_updateSectionContent']);
    expect(focusAnswer({ matches: [], path: 'bm25', limit: 5, prerequisitesOf, categoryOf })).toBeUndefined();
  });
});

describe('focusOnEachRequest', () => {
  const requestMatches: Record<string, ToolMatch[]> = {
    'list recent changes': [keyword('cms_listChanges', 1), keyword('cms_undoChanges', 0.3)],
    'undo some of them': [keyword('cms_undoChanges', 0.8), keyword('cms_listChanges', 0.2)],
    'thanks a lot': [keyword('cms_listPosts', 0.1)],
  };
  const matchesOf = (request: string) => requestMatches[request] ?? [];
  const undoNeeds = (name: string) => (name === 'cms_undoChanges' ? ['cms_listChanges'] : []);

  it("adds each request's own answer to the whole message's focus", () => {
    // One tool's phrases covered every word of "list recent changes and undo some of them", yet it asks for two things.
    expect(
      focusOnEachRequest({
        focused: ['cms_listChanges'],
        requests: ['list recent changes', 'undo some of them'],
        matchesOf,
        limit: 5,
        prerequisitesOf: undoNeeds,
        categoryOf,
      }),
    ).toEqual(['cms_listChanges', 'cms_undoChanges']);
  });

  it('adds nothing for a request no tool answers confidently, or for a message of one request', () => {
    const options = { focused: ['cms_listChanges'], matchesOf, limit: 5, prerequisitesOf: undoNeeds, categoryOf };
    expect(focusOnEachRequest({ ...options, requests: ['list recent changes', 'thanks a lot'] })).toEqual(['cms_listChanges']);
    expect(focusOnEachRequest({ ...options, requests: ['undo some of them'] })).toEqual(['cms_listChanges']);
  });
});
