import { describe, expect, it } from 'vitest';
import { createKeywordIndex } from '../../../server/tools/discovery/keyword-index.ts';
import type { SearchableTool } from '../../../server/tools/discovery/searchable-tool.ts';

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

  it('finds a tool from the unaccented spelling of the same request', () => {
    expect(index.search({ query: 'publicar articulo', limit: 3 })[0]?.name).toBe('cms_publishPost');
  });

  it('matches German compounds and umlauts', () => {
    expect(index.search({ query: 'den Menüpunkt ausblenden', limit: 3 })[0]?.name).toBe('cms_toggleNavigationItem');
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
