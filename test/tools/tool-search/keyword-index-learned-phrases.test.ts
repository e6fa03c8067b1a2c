import { describe, expect, it } from 'vitest';
import { createKeywordIndex } from '../../../server/tools/tool-search/keyword-index.ts';
import type { SearchableTool } from '../../../server/tools/tool-search/searchable-tool.ts';

const catalogue: SearchableTool[] = [
  {
    name: 'cms_toggleNavigationItem',
    description: 'Hide or show a menu item without deleting it.',
    parameters: [{ name: 'itemId' }],
    phrases: { en: ['hide the menu link'] },
  },
  {
    name: 'cms_updatePage',
    description: 'Change a page title, slug, status or SEO fields.',
    parameters: [{ name: 'pageId' }],
    phrases: { en: ['publish the page'] },
  },
  {
    name: 'cms_findImage',
    description: 'Find images in the library by name, filename or tag.',
    parameters: [{ name: 'query' }],
    phrases: { en: ['find a picture'] },
  },
];

const topOf = (tools: readonly SearchableTool[], query: string) => createKeywordIndex(tools).search({ query, limit: 3 })[0]?.name;

describe('learned phrases in the keyword index', () => {
  it('finds a tool by a word only its learned phrases have', () => {
    expect(topOf(catalogue, 'stash the shop')).not.toBe('cms_toggleNavigationItem');
    const learned = catalogue.map((tool) => (tool.name === 'cms_toggleNavigationItem' ? { ...tool, learnedPhrases: ['stash the shop link for now'] } : tool));
    expect(topOf(learned, 'stash the shop')).toBe('cms_toggleNavigationItem');
  });

  it('reads a learned phrase in any query language: German inflections meet', () => {
    const learned = catalogue.map((tool) => (tool.name === 'cms_updatePage' ? { ...tool, learnedPhrases: ['Seite freischalten bitte'] } : tool));
    expect(topOf(learned, 'die Seiten freischalten')).toBe('cms_updatePage');
  });
});
