import { type ContentChange, type OutboxEntry, uniqueChanges } from '../../store/content-change.ts';

// Every sync writes a new LanceDB version; compacting now and then keeps searches from scanning many small fragments.
export const WRITES_BETWEEN_COMPACTIONS = 100;

/** Counts that outlive one catch-up. */
type Standing = {
  /** The last outbox position applied; -1 while unknown, which only a rebuild settles. */
  position: number;
  /** Writes to the table since it was last compacted. */
  writesSinceCompaction: number;
};

/**
 * How far the content index has followed the store's content outbox, and what it does next. A catch-up
 * starts from `idle` and runs phase by phase until it is `idle` again; each phase but `idle` and `closed`
 * names one effect (read, write, compact, rebuild, save) whose outcome is the event for `nextOutboxFollower`.
 */
export type OutboxFollower =
  /** Between catch-ups. `rebuildDue`: the next catch-up rebuilds instead of reading the outbox. */
  | ({ phase: 'idle'; rebuildDue: boolean } & Standing)
  /** Reading the outbox entries after `position`. */
  | ({ phase: 'reading' } & Standing)
  /** Writing `changes`, those of the entries up to `through`, into the table. */
  | ({ phase: 'applying'; changes: ContentChange[]; through: number } & Standing)
  /** Compacting the table after a write, before moving on to `through`. */
  | ({ phase: 'compacting'; through: number } & Standing)
  /** Rebuilding the table from every document. */
  | ({ phase: 'rebuilding' } & Standing)
  /**
   * Saving `position` in the index metadata, so a restart resumes from it. `rebuilt` after a rebuild: until it is
   * saved the rebuild stays due, since the metadata on disk does not describe the new table yet.
   */
  | ({ phase: 'recording'; rebuilt?: { documents: number } } & Standing)
  /** The index was closed: nothing more is done. */
  | { phase: 'closed' };

export type OutboxFollowerEvent =
  /** Apply what the outbox holds after the position (idle only). */
  | { type: 'catchUp' }
  /** The position the index metadata on disk gives, found consistent with the store (idle only). */
  | { type: 'resume'; position: number }
  /** The table no longer fits the store or model: the next catch-up rebuilds it (idle only). */
  | { type: 'rebuildRequested' }
  /** What the outbox holds after the position, oldest first; none when caught up. */
  | { type: 'read'; entries: readonly OutboxEntry[] }
  /** The changes are in the table; `tableExisted` false when there was no table to update (it was created, or nothing needed one). */
  | { type: 'applied'; tableExisted: boolean }
  /** The changes' vectors have another length than the table's (same model id, reconfigured service): rebuild. */
  | { type: 'dimensionChanged' }
  | { type: 'compacted' }
  /** The table holds every document, as of outbox position `position`. */
  | { type: 'rebuilt'; position: number; documents: number }
  | { type: 'recorded' }
  /** The phase's effect threw: what was done stays, the rest is retried on the next catch-up. */
  | { type: 'failed' }
  | { type: 'close' };

/** Where a new index starts: position unknown, so its first catch-up rebuilds unless `resume` says otherwise. */
export const initialOutboxFollower: OutboxFollower = { phase: 'idle', position: -1, rebuildDue: false, writesSinceCompaction: 0 };

/** Whether a catch-up has nothing more to do in this state. */
export const isSettled = (follower: OutboxFollower): follower is Extract<OutboxFollower, { phase: 'idle' | 'closed' }> =>
  follower.phase === 'idle' || follower.phase === 'closed';

/** The follower after `event`. Pure; an event the phase does not expect is a bug and throws. */
export function nextOutboxFollower(follower: OutboxFollower, event: OutboxFollowerEvent): OutboxFollower {
  if (follower.phase === 'closed') return follower;
  if (event.type === 'close') return { phase: 'closed' };
  const { position, writesSinceCompaction } = follower;
  if (event.type === 'failed') return { phase: 'idle', ...failedStanding(follower) };
  switch (follower.phase) {
    case 'idle':
      if (event.type === 'catchUp') {
        return follower.rebuildDue || position < 0
          ? { phase: 'rebuilding', position, writesSinceCompaction }
          : { phase: 'reading', position, writesSinceCompaction };
      }
      if (event.type === 'resume') return { ...follower, position: event.position };
      if (event.type === 'rebuildRequested') return { ...follower, rebuildDue: true };
      break;
    case 'reading':
      if (event.type === 'read') {
        const last = event.entries.at(-1);
        if (!last) return { phase: 'idle', position, rebuildDue: false, writesSinceCompaction };
        return {
          phase: 'applying',
          position,
          writesSinceCompaction,
          through: last.position,
          changes: uniqueChanges(event.entries.map((entry) => entry.change)),
        };
      }
      break;
    case 'applying':
      if (event.type === 'dimensionChanged') return { phase: 'rebuilding', position, writesSinceCompaction };
      if (event.type === 'applied') {
        if (!event.tableExisted) return { phase: 'recording', position: follower.through, writesSinceCompaction };
        const writes = writesSinceCompaction + 1;
        if (writes >= WRITES_BETWEEN_COMPACTIONS) return { phase: 'compacting', position, through: follower.through, writesSinceCompaction: 0 };
        return { phase: 'recording', position: follower.through, writesSinceCompaction: writes };
      }
      break;
    case 'compacting':
      if (event.type === 'compacted') return { phase: 'recording', position: follower.through, writesSinceCompaction };
      break;
    case 'rebuilding':
      if (event.type === 'rebuilt') return { phase: 'recording', position: event.position, writesSinceCompaction, rebuilt: { documents: event.documents } };
      break;
    case 'recording':
      if (event.type === 'recorded') {
        return follower.rebuilt ? { phase: 'idle', position, rebuildDue: false, writesSinceCompaction } : { phase: 'reading', position, writesSinceCompaction };
      }
      break;
  }
  throw new Error(`content outbox follower: unexpected ${event.type} while ${follower.phase}`);
}

/**
 * What a failed phase leaves: the position of the last batch whose write finished (saving it may have failed,
 * which only means a restart applies that batch again), and a rebuild still due if one was under way.
 */
function failedStanding(follower: Exclude<OutboxFollower, { phase: 'closed' }>): Standing & { rebuildDue: boolean } {
  const { position, writesSinceCompaction } = follower;
  const rebuildDue =
    follower.phase === 'idle' ? follower.rebuildDue : follower.phase === 'rebuilding' || (follower.phase === 'recording' && follower.rebuilt !== undefined);
  return { position, writesSinceCompaction, rebuildDue };
}
