import { describe, expect, it } from 'vitest';
import type { Change, ChatMessage } from '../../../server/http/wire.ts';
import {
  type ChangeFeed,
  changeFeedReducer,
  changesOfMessage,
  emptyChangeFeed,
  PREVIEW_RENEWAL_MS,
  previewAccessDue,
  undoStateOf,
} from '../../../web/src/change-feed.ts';

const MOUNTED = Date.parse('2026-11-25T08:00:00Z');
const minutes = (count: number) => count * 60 * 1000;

const change = (id: number, turn: number | null): Change => ({
  id,
  at: '2026-11-25T08:00:00Z',
  editor: 'alice',
  sessionId: 's1',
  turn,
  tool: 'cms_updateSectionContent',
  action: 'update',
  entity: { type: 'section', id: 7, name: 'Hero banner' },
  summary: `change ${id}`,
  fields: [],
  kind: 'edit',
  revertsChangeId: null,
  revertedByChangeId: null,
  irreversible: null,
  location: { pageSlug: 'home' },
  previewPath: '/preview/home',
});

const run = (...events: Parameters<typeof changeFeedReducer>[1][]): ChangeFeed => events.reduce(changeFeedReducer, emptyChangeFeed(MOUNTED));
const grant = (expiresAt: number) => ({ access: 'signed', expiresAt: new Date(expiresAt).toISOString() });

describe('the change feed', () => {
  it('asks for a preview access once when the conversation opens, not again while it is on its way', () => {
    expect(previewAccessDue(run())).toBe(true);
    const asked = run({ type: 'access-asked' });
    expect(previewAccessDue(asked)).toBe(false);
    expect(previewAccessDue(changeFeedReducer(asked, { type: 'listed', changes: [], at: MOUNTED + 50 }))).toBe(false);
  });

  it('renews the access at the first refresh within ten minutes of its expiry, and not before', () => {
    const issued = run({ type: 'access-asked' }, { type: 'access-issued', previewAccess: grant(MOUNTED + minutes(60)) });
    expect(previewAccessDue(changeFeedReducer(issued, { type: 'listed', changes: [], at: MOUNTED + minutes(49) }))).toBe(false);
    const nearExpiry = changeFeedReducer(issued, { type: 'listed', changes: [], at: MOUNTED + minutes(60) - PREVIEW_RENEWAL_MS + 1 });
    expect(previewAccessDue(nearExpiry)).toBe(true);
  });

  it('after a failed request, asks again at the next refresh rather than at once', () => {
    const failed = run({ type: 'access-asked' }, { type: 'access-failed' });
    expect(previewAccessDue(failed)).toBe(false);
    expect(previewAccessDue(changeFeedReducer(failed, { type: 'listed', changes: [], at: MOUNTED + 1000 }))).toBe(true);
  });

  it('keeps the changes it shows when a listing fails', () => {
    const listed = run({ type: 'listed', changes: [change(2, 1), change(1, 1)], at: MOUNTED + 1 });
    expect(changeFeedReducer(listed, { type: 'listed', changes: undefined, at: MOUNTED + 2 }).changes.map((each) => each.id)).toEqual([2, 1]);
  });

  it("puts each change under the message whose turns made it, oldest first; a route's own changes under none", () => {
    const changes = [change(4, 3), change(3, null), change(2, 2), change(1, 1)];
    const message = (metadata: ChatMessage['metadata']): ChatMessage => ({ id: 'm', role: 'assistant', parts: [], metadata });
    expect(changesOfMessage(changes, message({ sessionId: 's1', turn: 3, turns: [1, 3] })).map((each) => each.id)).toEqual([1, 4]);
    expect(changesOfMessage(changes, message({ sessionId: 's1', turn: 2 })).map((each) => each.id)).toEqual([2]);
    expect(changesOfMessage(changes, message(undefined))).toEqual([]);
  });
});

describe('an undo in the change feed', () => {
  it('keeps the server’s refusal for the message whose changes it named, whatever view shows that message', () => {
    const feed = run(
      { type: 'undo-started', changeIds: [3] },
      { type: 'undo-finished', changeIds: [3], refusal: 'Nothing was undone: the heading changed since.' },
    );
    expect(undoStateOf(feed, [change(3, 2)])).toEqual({ working: false, refusal: 'Nothing was undone: the heading changed since.' });
    expect(undoStateOf(feed, [change(4, 3)])).toEqual({ working: false, refusal: undefined });
  });

  it('is working while the request is on its way, and forgets the refusal once an undo goes through', () => {
    const started = run({ type: 'undo-finished', changeIds: [3], refusal: 'refused' }, { type: 'undo-started', changeIds: [3, 5] });
    expect(undoStateOf(started, [change(5, 2)]).working).toBe(true);
    const done = changeFeedReducer(started, { type: 'undo-finished', changeIds: [3, 5], refusal: undefined });
    expect(undoStateOf(done, [change(3, 2), change(5, 2)])).toEqual({ working: false, refusal: undefined });
  });
});
