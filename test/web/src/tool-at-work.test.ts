import { describe, expect, it } from 'vitest';
import { describeToolAtWork } from '../../../web/src/tool-at-work.ts';

describe('what a running call is doing, in the editor’s words', () => {
  it.each([
    ['tool_search', { query: 'change the hero' }, 'Looking for the right tools…'],
    ['cms_getPage', { slug: 'home' }, 'Reading page “home”…'],
    ['cms_updateSectionContent', { sectionId: 4, pageSlug: 'home' }, 'Updating section content on “home”…'],
    ['cms_deletePage', { slug: 'careers' }, 'Deleting page “careers”…'],
    ['cms_createPage', { title: 'Spring offers', slug: 'spring' }, 'Creating page “Spring offers”…'],
    ['cms_searchImages', { query: 'mountain at dawn' }, 'Searching images for “mountain at dawn”…'],
    ['cms_listPages', {}, 'Listing pages…'],
    ['cms_archivePost', { slug: 'old-news' }, 'Archiving post “old-news”…'],
    ['pexels_searchPhotos', { query: 'snow' }, 'Pexels: searching photos for “snow”…'],
    ['http_get', { url: 'https://example.com/a/very/long/path/that/goes/on/and/on' }, 'Fetching a web page…'],
  ])('%s %j → %s', (name, input, expected) => {
    expect(describeToolAtWork(name, input)).toBe(expected);
  });

  it('says what it can while the input is still streaming in', () => {
    expect(describeToolAtWork('cms_getPage', undefined)).toBe('Reading page…');
    expect(describeToolAtWork('cms_getPage', { slug: '' })).toBe('Reading page…');
    expect(describeToolAtWork('cms_getPage', { slug: 'ho' })).toBe('Reading page “ho”…');
  });

  it('cuts a long name to fit one line', () => {
    expect(describeToolAtWork('cms_searchImages', { query: 'x'.repeat(100) })).toBe(`Searching images for “${'x'.repeat(39)}…”…`);
  });
});
