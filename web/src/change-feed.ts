import type { Change, ChatMessage, PreviewAccessGrant } from '../../server/http/wire.ts';

/** Preview links are renewed this long before their access expires. */
export const PREVIEW_RENEWAL_MS = 10 * 60 * 1000;

/** The conversation's changes and the access its preview links carry. */
export type ChangeFeed = {
  /** Newest first, as GET /api/changes lists them. */
  changes: Change[];
  previewAccess: PreviewAccessGrant | undefined;
  /** When the changes were last asked for (ms); the preview access is renewed, when due, at that moment. */
  refreshedAt: number;
  /** The refresh at which a preview access was last asked for: a failed request waits for the next refresh. */
  accessAskedAt: number | undefined;
  /** A preview access request is on its way. */
  accessPending: boolean;
  /** Changes whose undo is on its way. */
  undoing: number[];
  /**
   * The last undo the server refused, with its reason. Kept here rather than in the message's view: a view
   * mounted again (the page takes the server's version of the conversation after a turn) would lose it, and
   * an editor who clicked Undo at once never learned why nothing was undone.
   */
  undoRefusal: { changeIds: number[]; reason: string } | undefined;
};

export type ChangeFeedEvent =
  /** `changes` undefined: the listing failed, and the page keeps what it shows. */
  | { type: 'listed'; changes: Change[] | undefined; at: number }
  | { type: 'access-asked' }
  | { type: 'access-issued'; previewAccess: PreviewAccessGrant }
  | { type: 'access-failed' }
  | { type: 'undo-started'; changeIds: number[] }
  /** `refusal` undefined: the changes were undone. */
  | { type: 'undo-finished'; changeIds: number[]; refusal: string | undefined };

export const emptyChangeFeed = (now: number): ChangeFeed => ({
  changes: [],
  previewAccess: undefined,
  refreshedAt: now,
  accessAskedAt: undefined,
  accessPending: false,
  undoing: [],
  undoRefusal: undefined,
});

export function changeFeedReducer(feed: ChangeFeed, event: ChangeFeedEvent): ChangeFeed {
  switch (event.type) {
    case 'listed':
      return { ...feed, changes: event.changes ?? feed.changes, refreshedAt: event.at };
    case 'access-asked':
      return { ...feed, accessPending: true, accessAskedAt: feed.refreshedAt };
    case 'access-issued':
      return { ...feed, previewAccess: event.previewAccess, accessPending: false };
    case 'access-failed':
      return { ...feed, accessPending: false };
    case 'undo-started':
      return { ...feed, undoing: [...feed.undoing, ...event.changeIds] };
    case 'undo-finished':
      return {
        ...feed,
        undoing: feed.undoing.filter((id) => !event.changeIds.includes(id)),
        undoRefusal: event.refusal === undefined ? undefined : { changeIds: event.changeIds, reason: event.refusal },
      };
  }
}

/** For one message's changes: whether an undo of them is on its way, and why the server refused the last one. */
export function undoStateOf(feed: Pick<ChangeFeed, 'undoing' | 'undoRefusal'>, changes: readonly Change[]): { working: boolean; refusal: string | undefined } {
  // A redo reverts the undo, which may be no change of the message's (an undo made from the history is in no conversation).
  const ids = new Set(changes.flatMap((change) => (change.revertedByChangeId === null ? [change.id] : [change.id, change.revertedByChangeId])));
  return {
    working: feed.undoing.some((id) => ids.has(id)),
    refusal: feed.undoRefusal?.changeIds.some((id) => ids.has(id)) ? feed.undoRefusal.reason : undefined,
  };
}

/**
 * Whether to ask for a preview access now: there is none yet, or it expires within `PREVIEW_RENEWAL_MS` of
 * the last refresh; at most once per refresh, and never while one is on its way.
 */
export function previewAccessDue({ previewAccess, refreshedAt, accessAskedAt, accessPending }: ChangeFeed): boolean {
  if (accessPending || accessAskedAt === refreshedAt) return false;
  return !previewAccess || Date.parse(previewAccess.expiresAt) - refreshedAt < PREVIEW_RENEWAL_MS;
}

const turnsOf = (message: ChatMessage) => message.metadata?.turns ?? (message.metadata?.turn === undefined ? [] : [message.metadata.turn]);

/** The changes a message's turns made, oldest first. */
export function changesOfMessage(changes: readonly Change[], message: ChatMessage): Change[] {
  const turns = turnsOf(message);
  return changes.filter((change) => change.turn !== null && turns.includes(change.turn)).sort((left, right) => left.id - right.id);
}
