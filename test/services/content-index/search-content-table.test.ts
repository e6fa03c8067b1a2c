import { describe, expect, it } from 'vitest';
import { contentTypeFilter, toContentMatch } from '../../../server/services/content-index/search-content-table.ts';
import type { SearchableContentType } from '../../../server/store/content-change.ts';

describe('contentTypeFilter', () => {
  it('searches every type when none or only unknown ones are asked for', () => {
    expect(contentTypeFilter(undefined)).toBeUndefined();
    expect(contentTypeFilter([])).toBeUndefined();
    expect(contentTypeFilter(['table; drop' as SearchableContentType])).toBeUndefined();
  });

  it('filters on the known types asked for', () => {
    expect(contentTypeFilter(['page', 'image'])).toBe("type IN ('page', 'image')");
  });
});

describe('toContentMatch', () => {
  it('reports a row as type, id, title, snippet and distance', () => {
    expect(toContentMatch({ type: 'page', entityId: 4n, title: 'About', snippet: 'Who we are', _distance: 0.25, vector: [1] })).toEqual({
      type: 'page',
      id: 4,
      title: 'About',
      snippet: 'Who we are',
      distance: 0.25,
    });
  });
});
