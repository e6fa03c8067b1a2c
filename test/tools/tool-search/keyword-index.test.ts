import { describe, expect, it } from 'vitest';
import { createKeywordIndex } from '../../../server/tools/tool-search/keyword-index.ts';
import type { SearchableTool } from '../../../server/tools/tool-search/searchable-tool.ts';

const catalogue: SearchableTool[] = [
  {
    name: 'cms_publishPost',
    description: 'Publish a blog post so it appears on the site.',
    category: 'posts',
    parameters: [{ name: 'postId' }],
    phrases: { en: ['publish the article', 'go live with the post'], es: ['publicar el artículo'], de: ['Beitrag veröffentlichen'] },
  },
  {
    name: 'cms_toggleNavigationItem',
    description: 'Hide or show a menu item without deleting it.',
    category: 'navigation',
    parameters: [{ name: 'itemId' }],
    phrases: { en: ['hide the menu link'], de: ['Menüpunkt ausblenden'], fr: ['masquer le lien du menu'] },
  },
  {
    name: 'cms_findImage',
    description: 'Find images in the library by name, filename or tag.',
    category: 'images',
    parameters: [{ name: 'query' }],
    phrases: { en: ['find a picture'], es: ['buscar imágenes'], pt: ['procurar uma imagem'] },
  },
  {
    name: 'cms_getPageSections',
    description: 'List the sections of a page in order.',
    category: 'sections',
    parameters: [{ name: 'slug' }],
    phrases: { en: ['what sections does the page have'] },
  },
];

describe('createKeywordIndex', () => {
  const index = createKeywordIndex(catalogue);

  it('finds a tool from an accented Spanish request', () => {
    expect(index.search({ query: 'quiero publicar este artículo', limit: 3 })[0]?.name).toBe('cms_publishPost');
  });

  it('tells the learned ranker what each match rests on: its score, and the share of the query each field explains', () => {
    const [best] = index.search({ query: 'publish the blog post', limit: 3 });
    expect(best?.name).toBe('cms_publishPost');
    expect(best?.evidence.score).toBeGreaterThan(0);
    expect(best?.evidence.coverage).toBe(1);
    expect(best?.evidence.fieldCoverage.name).toBeGreaterThan(0);
    expect(best?.evidence.fieldCoverage.learned).toBe(0);
    expect(best?.evidence.heldBack).toBe(false);
  });

  it('finds a tool from the unaccented spelling of the same request', () => {
    expect(index.search({ query: 'publicar articulo', limit: 3 })[0]?.name).toBe('cms_publishPost');
  });

  it('matches German compounds and umlauts', () => {
    expect(index.search({ query: 'den Menüpunkt ausblenden', limit: 3 })[0]?.name).toBe('cms_toggleNavigationItem');
  });

  it('reads a compound no phrase spells out by its known last part, in a language that writes compounds', () => {
    // Only "Menüpunkt" is in a phrase; "Fußzeilenmenüpunkt" (footer menu item) matched nothing.
    expect(index.search({ query: 'den Fußzeilenmenüpunkt', limit: 3 })[0]?.name).toBe('cms_toggleNavigationItem');
    // An English query's unknown words are not taken apart.
    expect(index.search({ query: 'the Fußzeilenmenüpunkt', limit: 3 })).toEqual([]);
  });

  it('reads a misspelt word as the tool word it misses by one typo', () => {
    const [best] = index.search({ query: 'hide the navigaton link', limit: 3 });
    expect(best?.name).toBe('cms_toggleNavigationItem');
    expect(best?.confidence).toBeGreaterThan(0.9);
  });

  it('leaves unknown words as they are when told not to read them', () => {
    // The catalogue's limits are searched so: a word they lack is no typo or compound of theirs.
    const literal = createKeywordIndex(catalogue, { readUnknownWords: false });
    expect(literal.search({ query: 'hide the navigaton link', limit: 3 })[0]?.confidence ?? 0).toBeLessThan(0.9);
    expect(literal.search({ query: 'den Fußzeilenmenüpunkt', limit: 3 })).toEqual([]);
  });

  it('matches parts of camelCase tool names', () => {
    expect(index.search({ query: 'page sections', limit: 3 })[0]?.name).toBe('cms_getPageSections');
  });

  it('returns nothing for text in a script no tool mentions', () => {
    expect(index.search({ query: 'изображение', limit: 3 })).toEqual([]);
  });

  it('gives a full-coverage match a confidence near 1 and a partial one less', () => {
    const full = index.search({ query: 'publish post', limit: 1 })[0]!;
    const partial = index.search({ query: 'publish quarterly revenue spreadsheet', limit: 1 })[0]!;
    expect(full.confidence).toBeGreaterThan(0.9);
    expect(partial.confidence).toBeLessThan(0.6);
    for (const match of index.search({ query: 'find picture menu', limit: 4 })) {
      expect(match.confidence).toBeGreaterThanOrEqual(0);
      expect(match.confidence).toBeLessThanOrEqual(1);
    }
  });
});

describe('createKeywordIndex across scripts and stop-word lists', () => {
  const index = createKeywordIndex([
    {
      name: 'cms_findImage',
      description: 'Find images in the library by name.',
      parameters: [],
      phrases: { en: ['find a picture'], ro: ['caută o poză'], ja: ['画像を探して'], ko: ['이미지 찾기'] },
    },
    {
      name: 'cms_listPages',
      description: 'List the pages of the site.',
      parameters: [],
      phrases: { en: ['show all pages'], ja: ['ページ一覧を表示'], zh: ['显示所有页面'], ru: ['покажи все страницы'] },
    },
    { name: 'web_quickSearch', description: 'Search the web.', parameters: [], phrases: { en: ['google it'] } },
    { name: 'http_get', description: 'Fetch a URL.', parameters: [], phrases: { en: ['fetch data'], ro: ['ce date ne-a dat api-ul'] } },
  ]);
  const top = (query: string) => index.search({ query, limit: 3 })[0]?.name;

  it('finds Japanese, Chinese and Korean requests, split into words', () => {
    expect(top('山の画像を探して')).toBe('cms_findImage');
    expect(top('所有页面')).toBe('cms_listPages');
    expect(top('산 이미지를 찾아줘')).toBe('cms_findImage');
  });

  it('finds a Russian request in another inflection', () => {
    expect(top('все страницы сайта')).toBe('cms_listPages');
  });

  it("keeps a word that is a stop word in one language when another language's phrases use it", () => {
    // "poza" is a Polish stop word ("besides") and Romanian for "photo".
    expect(top('poza')).toBe('cms_findImage');
    expect(top('vreau o poza cu munții')).toBe('cms_findImage');
  });

  it('drops it when the query reads as a language that lists it: Dutch "dat" is no Romanian "dat"', () => {
    expect(index.search({ query: 'dank je, dat was het', limit: 3 })).toEqual([]);
  });
});

describe('createKeywordIndex: the changes a request asks for', () => {
  // Three phrases of a deleting tool make "delete" mark deletion; "rename" marks nothing (two phrases).
  const index = createKeywordIndex([
    {
      name: 'cms_deletePage',
      description: 'Delete a page.',
      category: 'pages',
      parameters: [],
      phrases: { en: ['delete the page', 'delete this page', 'delete a page now'] },
    },
    { name: 'cms_updatePage', description: 'Change a page.', category: 'pages', parameters: [], phrases: { en: ['rename the page', 'rename a page title'] } },
  ]);
  const evidenceOf = (query: string) => Object.fromEntries(index.search({ query, limit: 2 }).map((match) => [match.name, match.evidence]));

  it('asks for a deletion when the words say so', () => {
    expect(evidenceOf('delete the page').cms_deletePage?.changeAsked).toBe(true);
  });

  it('rules out the change a negation reaches, and ranks the tool making it below the rest', () => {
    const [first] = index.search({ query: "don't delete anything, just rename the page", limit: 2 });
    expect(first?.name).toBe('cms_updatePage');
    const evidence = evidenceOf("don't delete anything, just rename the page");
    expect(evidence.cms_deletePage).toMatchObject({ changeAsked: false, heldBack: true });
    expect(evidence.cms_updatePage?.heldBack).toBe(false);
  });

  it('reads no change from what the request names: a quoted title is no request', () => {
    const evidence = evidenceOf("rename the page 'Deleted scenes'");
    expect(evidence.cms_deletePage?.changeAsked).toBe(false);
    expect(evidence.cms_updatePage?.heldBack).toBe(false);
  });

  it('reads taking a part out of a text as a change as well as a deletion, so the changing tool is not held back', () => {
    expect(index.describeQuery('delete the second paragraph of the page').changesAsked).toEqual(['delete', 'change']);
    expect(evidenceOf('delete the second paragraph of the page').cms_updatePage?.heldBack).toBe(false);
    expect(evidenceOf('delete the page').cms_updatePage?.heldBack).toBe(true);
  });

  it('tells the gates and pre-routing which changes the whole request asks for, negated ones and names left out', () => {
    expect(index.describeQuery('delete the page').changesAsked).toEqual(['delete']);
    expect(index.describeQuery("don't delete anything, just show me the page").changesAsked).toEqual([]);
    expect(index.describeQuery("show the page 'Deleted scenes'").changesAsked).toEqual([]);
  });
});

describe('createKeywordIndex: change markers from the phrases', () => {
  const tool = (name: string, phrases: string[]): SearchableTool => ({ name, description: '', category: 'pages', parameters: [], phrases: { en: phrases } });

  it("reads a verb as a change though a history tool's phrases use the same word for its object", () => {
    // "changes" names what cms_listChanges lists: its phrases had outvoted "change the heading" as a request.
    const index = createKeywordIndex([
      tool('cms_listChanges', ['what changed today', 'list recent changes', 'show the change history', 'who changed the page']),
      tool('cms_updatePage', ['change the page title', 'change the slug', 'change the meta description']),
      tool('cms_deletePage', ['delete the page', 'remove this page', 'delete a page now']),
    ]);
    expect(index.describeQuery('change the heading').changesAsked).toEqual(['change']);
  });
});

describe('createKeywordIndex: the kind of value a request carries', () => {
  const index = createKeywordIndex([
    {
      name: 'web_fetchContent',
      description: 'Read the main text of a web page.',
      category: 'research',
      parameters: [{ name: 'url' }, { name: 'maxCharacters' }],
      phrases: { en: ['read a web page', 'get the text of an article online'] },
    },
    {
      name: 'cms_createPost',
      description: 'Write a new blog post as a draft.',
      category: 'posts',
      parameters: [{ name: 'title' }, { name: 'body' }],
      phrases: { en: ['write a blog post', 'turn this into a post'] },
    },
  ]);

  it('reads an address as evidence for the tools that take one, beside the words of the request', () => {
    const names = (query: string) => index.search({ query, limit: 2 }).map((match) => match.name);
    // "turn this into a post" is the post tool's own phrase; the address is what only the reading tool can use.
    expect(names('turn this into a post')).toEqual(['cms_createPost']);
    expect(names('turn this into a post: https://lnt.org/why/7-principles')).toEqual(['cms_createPost', 'web_fetchContent']);
  });
});
