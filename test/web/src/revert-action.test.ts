import { describe, expect, it } from 'vitest';
import type { Change } from '../../../server/http/wire.ts';
import { revertActionOf, undoneActionOf } from '../../../web/src/revert-action.ts';
import { conversationOf, noChoices, withChoicesOf } from '../../../web/src/site-history.ts';

const change = (overrides: Partial<Change>): Change => ({
  id: 10,
  at: '2026-11-25T08:00:00Z',
  editor: 'alice',
  sessionId: null,
  turn: null,
  tool: null,
  action: 'update',
  entity: { type: 'section', id: 7, name: 'Home › Hero banner' },
  summary: 'Home › Hero banner: heading …',
  fields: [],
  kind: 'edit',
  revertsChangeId: null,
  revertedByChangeId: null,
  irreversible: null,
  location: { pageSlug: 'home', pageTitle: 'Home', sectionId: 7 },
  previewPath: '/preview/home#section-7',
  ...overrides,
});

describe('what an editor can do about a change', () => {
  it('undoes an edit or a redo in effect, and redoes an undo in effect', () => {
    expect(revertActionOf(change({}))).toEqual({ label: 'Undo', changeId: 10 });
    expect(revertActionOf(change({ kind: 'redo', revertsChangeId: 9 }))).toEqual({ label: 'Undo', changeId: 10 });
    expect(revertActionOf(change({ kind: 'undo', revertsChangeId: 9 }))).toEqual({ label: 'Redo', changeId: 10 });
  });

  it('offers nothing for a change undone since or one that cannot be undone', () => {
    expect(revertActionOf(change({ revertedByChangeId: 11 }))).toBeUndefined();
    expect(revertActionOf(change({ irreversible: "the image's file was removed" }))).toBeUndefined();
  });

  it('redoes an undone edit by reverting its undo', () => {
    expect(undoneActionOf(change({ revertedByChangeId: 11 }))).toEqual({ label: 'Redo', changeId: 11 });
    expect(undoneActionOf(change({ kind: 'undo', revertedByChangeId: 12 }))).toEqual({ label: 'Undo', changeId: 12 });
    expect(undoneActionOf(change({}))).toBeUndefined();
  });
});

describe('the site history', () => {
  it('names where a change was made without ids: the editor’s conversation by title, another’s as such', () => {
    const sessions = [{ sessionId: 's1', title: 'MCP: Claude', createdAt: '', updatedAt: '' }];
    expect(conversationOf({ sessionId: 's1' }, sessions)).toBe('in “MCP: Claude”');
    expect(conversationOf({ sessionId: 'bob-1' }, sessions)).toBe('in another conversation');
    expect(conversationOf({ sessionId: null }, sessions)).toBeUndefined();
  });

  it('offers the pages and editors it has seen as filters', () => {
    const choices = withChoicesOf(noChoices(), [change({}), change({ editor: 'bob', location: { pageSlug: 'about', pageTitle: 'About Us' } })]);
    expect([...choices.pages]).toEqual([
      ['home', 'Home'],
      ['about', 'About Us'],
    ]);
    expect([...withChoicesOf(choices, [change({ location: null })]).editors]).toEqual(['alice', 'bob']);
  });
});
