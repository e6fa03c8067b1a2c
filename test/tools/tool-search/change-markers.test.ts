import { describe, expect, it } from 'vitest';
import { asksForOtherChange, changeOfTool, learnChangeMarkers } from '../../../server/tools/tool-search/change-markers.ts';

const phrase = (toolName: string, text: string) => ({ toolName, terms: new Set(text.split(' ')) });

describe('changeOfTool', () => {
  it("reads the change from the name's verb; tools that read make none", () => {
    expect(changeOfTool('cms_addSectionToPage')).toBe('add');
    expect(changeOfTool('cms_removeNavigationItem')).toBe('delete');
    expect(changeOfTool('cms_toggleNavigationItem')).toBe('change');
    expect(changeOfTool('cms_getPageSections')).toBeUndefined();
    expect(changeOfTool('http_get')).toBeUndefined();
  });
});

describe('learnChangeMarkers', () => {
  const markers = learnChangeMarkers([
    phrase('cms_deletePageSection', 'remove faq block'),
    phrase('cms_deletePageSection', 'remove hero'),
    phrase('cms_deletePage', 'remove page'),
    phrase('cms_addSectionToPage', 'add faq block'),
    phrase('cms_publishPost', 'publish post'),
    phrase('cms_updatePage', 'publish page'),
    phrase('cms_listPages', 'publish page list'),
  ]);

  it('marks a word most phrases using it (at least three) spend on one change', () => {
    expect(markers.get('remove')).toBe('delete');
  });

  it('never marks a number: "delete sections 2 and 3" names which, not what to do', () => {
    const numbered = learnChangeMarkers([1, 2, 3].map(() => phrase('cms_deletePageSections', 'delete sections 2 3')));
    expect(numbered.get('delete')).toBe('delete');
    expect(numbered.has('2')).toBe(false);
  });

  it('marks a word of two phrases when two different tools making one change use it, and nothing else does', () => {
    // "rename" was in cms_updatePage's and cms_updateNavigationItem's phrases only, and marked nothing.
    const twoTools = learnChangeMarkers([
      phrase('cms_updatePage', 'rename page'),
      phrase('cms_updateNavigationItem', 'rename menu item'),
      phrase('cms_deletePage', 'delete promo page'),
      phrase('cms_deletePage', 'remove old promo page'),
      phrase('cms_updatePost', 'retitle post'),
      phrase('cms_listPosts', 'retitle list'),
    ]);
    expect(twoTools.get('rename')).toBe('change');
    // Two phrases of one tool name its topic; a word another tool's phrase uses too is shared.
    expect(twoTools.has('promo')).toBe(false);
    expect(twoTools.has('retitle')).toBe(false);
  });

  it('marks neither a word shared by several changes nor a rare one', () => {
    expect(markers.has('publish')).toBe(false);
    expect(markers.has('faq')).toBe(false);
    expect(markers.has('add')).toBe(false);
  });
});

describe('asksForOtherChange', () => {
  const request = (terms: string, changes: string[]) => ({ requestTerms: new Set(terms.split(' ')), requestChanges: new Set(changes) as Set<never> });

  it('holds back a tool making another change than the one the request clearly asks for', () => {
    expect(asksForOtherChange({ change: 'add', verbTerms: ['add'], ...request('remove faq block', ['delete']) })).toBe(true);
    expect(asksForOtherChange({ change: 'delete', verbTerms: ['delet'], ...request('remove faq block', ['delete']) })).toBe(false);
  });

  it('keeps tools that read, every tool when no change is clear, and a tool whose own verb the request uses', () => {
    expect(asksForOtherChange({ change: undefined, verbTerms: ['get'], ...request('remove faq block', ['delete']) })).toBe(false);
    expect(asksForOtherChange({ change: 'add', verbTerms: ['add'], ...request('faq block', []) })).toBe(false);
    expect(asksForOtherChange({ change: 'publish', verbTerms: ['publish'], ...request('updat publish post', ['change']) })).toBe(false);
  });
});
