import { describe, expect, it } from 'vitest';
import { mayDestroy, preRouteChoice } from '../../../server/tools/tool-search/pre-route.ts';
import type { ToolRanking } from '../../../server/tools/tool-search/tool-search-engine.ts';

/** A ranking whose gates judged its best match clear: whether it is offered is pre-routing's rules alone. */
const clearRanking = (best: string, changesAsked: ToolRanking['changesAsked'] = []): ToolRanking => ({
  names: [best],
  answer: [best],
  path: 'bm25',
  topConfidence: 1,
  matches: [{ name: best, confidence: 1, source: 'bm25' }],
  verdict: { nothingMatched: false, offerBest: true },
  otherLanguage: false,
  changesAsked,
});

// Tool facts as tool_search holds them: an external server's tool not marked read-only needs the editor's yes.
const facts = new Map([
  ['cms_listPosts', { name: 'cms_listPosts', requiresConfirmation: false }],
  ['cms_deletePost', { name: 'cms_deletePost', requiresConfirmation: true }],
  ['cms_undoChanges', { name: 'cms_undoChanges', requiresConfirmation: false }],
  ['memory__create_entities', { name: 'memory__create_entities', requiresConfirmation: true }],
  ['memory__read_graph', { name: 'memory__read_graph', requiresConfirmation: false }],
]);
const preRouted = (message: string, best: string) =>
  preRouteChoice({ message, ranking: clearRanking(best), isDestructive: (name) => mayDestroy(facts.get(name)!) });

describe('preRouteChoice', () => {
  it('offers a clear best match that destroys nothing, built-in or an external server’s', () => {
    expect(preRouted('list all draft blog posts', 'cms_listPosts')).toBe('cms_listPosts');
    expect(preRouted('read the whole memory graph', 'memory__read_graph')).toBe('memory__read_graph');
  });

  it('never offers a tool that needs the editor’s yes or undoes, however clearly the message asks for it', () => {
    expect(preRouted('delete the winter sale post', 'cms_deletePost')).toBeUndefined();
    expect(preRouted('undo the last change please', 'cms_undoChanges')).toBeUndefined();
    expect(preRouted('create entities in the memory graph', 'memory__create_entities')).toBeUndefined();
  });

  it('reads a Japanese or Chinese request as the words the search reads, so a clear one is offered like any other', () => {
    expect(preRouted('下書きの記事を全部公開して', 'cms_listPosts')).toBe('cms_listPosts');
    expect(preRouted('把媒体库里所有图片列出来', 'cms_listPosts')).toBe('cms_listPosts');
  });

  it('offers nothing for a question about what a word means, in any phrase language', () => {
    expect(preRouted('O que significa arquivar um post?', 'cms_listPosts')).toBeUndefined();
    expect(preRouted('Was bedeutet „archiviert“ bei einem Beitrag?', 'cms_listPosts')).toBeUndefined();
  });

  it('offers no tool that only reads for a message that asks for a change: the model searches for the tool that makes it', () => {
    const readOnly = new Set(['cms_getNavigation']);
    const offered = (best: string, changesAsked: ToolRanking['changesAsked']) =>
      preRouteChoice({
        message: 'add our facebook page to the footer menu',
        ranking: clearRanking(best, changesAsked),
        isDestructive: () => false,
        makesChanges: (name) => !readOnly.has(name),
      });
    expect(offered('cms_getNavigation', ['add'])).toBeUndefined();
    expect(offered('cms_addNavigationItem', ['add'])).toBe('cms_addNavigationItem');
    expect(offered('cms_getNavigation', [])).toBe('cms_getNavigation');
    // A write whose name's verb marks no change ("download") still carries out "add pexels photo 12345 to the library".
    expect(offered('pexels_downloadPhoto', ['add'])).toBe('pexels_downloadPhoto');
  });
});
