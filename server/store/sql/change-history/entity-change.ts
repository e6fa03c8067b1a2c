import type { ChangeAction } from '../../change-history.ts';
import type { RowSnapshot } from './recorded-tables.ts';

/**
 * What a repository reports about one write, inside its transaction: the entity's row before and after
 * (first), and the rows that went with it (a deleted page's sections and menu links). The executor
 * describes it and writes it to the change log in the same transaction.
 */
export type EntityChange = {
  action: ChangeAction;
  /** The entity's own row is the first snapshot of `before` (update, delete) or `after` (create, update). */
  before: RowSnapshot[];
  after: RowSnapshot[];
  /** Why the change cannot be undone, when it cannot. */
  irreversible?: string;
  /** Set by undo: the change this one reverts. */
  revertsChangeId?: number;
};

/** How a repository reports a write; see EntityChange. */
export type RecordChange = (change: EntityChange) => void;
