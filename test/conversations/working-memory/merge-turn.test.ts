import { describe, expect, it } from 'vitest';
import { mergeDiscoveredTools, mergeEntities, mergeUsedTools } from '../../../server/conversations/working-memory/merge-turn.ts';
import type { MemoryEntity } from '../../../server/conversations/working-memory/working-memory.ts';

const at = (second: number) => new Date(Date.UTC(2026, 0, 1, 12, 0, second)).toISOString();
const page = (id: number, name: string, second: number): MemoryEntity => ({ type: 'page', id, name, seenAt: at(second) });

describe('mergeEntities', () => {
  it('keeps the newest mention of a type+id, with its name, newest first', () => {
    const merged = mergeEntities([page(1, 'About', 1), page(2, 'Pricing', 2)], [page(1, 'About us', 3)]);
    expect(merged).toEqual([page(1, 'About us', 3), page(2, 'Pricing', 2)]);
  });

  it('keeps a newer stored mention when an older turn commits late', () => {
    expect(mergeEntities([page(1, 'About us', 5)], [page(1, 'About', 3)])).toEqual([page(1, 'About us', 5)]);
  });

  it('treats the same id of another type as another entity', () => {
    const image: MemoryEntity = { type: 'image', id: 1, name: 'logo.png', seenAt: at(2) };
    expect(mergeEntities([page(1, 'About', 1)], [image])).toEqual([image, page(1, 'About', 1)]);
  });

  it('keeps the order of the update among mentions seen at the same time', () => {
    const merged = mergeEntities([page(9, 'Old', 1)], [page(3, 'Best match', 4), page(1, 'Second match', 4)]);
    expect(merged.map((entity) => entity.id)).toEqual([3, 1, 9]);
  });

  it('keeps at most 10, dropping the oldest', () => {
    const existing = Array.from({ length: 10 }, (_, index) => page(index, `Page ${index}`, index));
    const merged = mergeEntities(existing, [page(50, 'New', 30), page(51, 'Newer', 31)]);
    expect(merged).toHaveLength(10);
    expect(merged.map((entity) => entity.id)).toEqual([51, 50, 9, 8, 7, 6, 5, 4, 3, 2]);
  });
});

describe('mergeDiscoveredTools', () => {
  it('appends new tools and leaves known ones where they were', () => {
    expect(mergeDiscoveredTools(['cms_getPage', 'cms_listPages'], ['cms_listPages', 'cms_findImage', 'cms_getPage'])).toEqual([
      'cms_getPage',
      'cms_listPages',
      'cms_findImage',
    ]);
  });
});

describe('mergeUsedTools', () => {
  it('counts every result and remembers the latest outcome, most recent first', () => {
    const merged = mergeUsedTools(
      [{ name: 'cms_getPage', count: 2, lastUsed: at(1), lastResult: 'success' }],
      [
        { name: 'cms_getPage', success: false, at: at(5) },
        { name: 'cms_findImage', success: true, at: at(3) },
      ],
    );
    expect(merged).toEqual([
      { name: 'cms_getPage', count: 3, lastUsed: at(5), lastResult: 'error' },
      { name: 'cms_findImage', count: 1, lastUsed: at(3), lastResult: 'success' },
    ]);
  });

  it('does not let an older result overwrite the latest outcome', () => {
    const merged = mergeUsedTools(
      [{ name: 'cms_getPage', count: 1, lastUsed: at(9), lastResult: 'success' }],
      [{ name: 'cms_getPage', success: false, at: at(2) }],
    );
    expect(merged).toEqual([{ name: 'cms_getPage', count: 2, lastUsed: at(9), lastResult: 'success' }]);
  });
});
