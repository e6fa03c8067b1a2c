import type { Change } from '../../server/http/wire.ts';

/** What the editor can do about a change: its button's word, and the change to revert for it. */
export type RevertAction = { label: 'Undo' | 'Redo'; changeId: number };

/**
 * Reverting a change in effect takes it back: an edit or a redo is undone, an undo is redone. The history
 * lists undos among the changes, so it offers only this; `undone` is for a list that shows the edit alone.
 */
export function revertActionOf(change: Change): RevertAction | undefined {
  if (change.irreversible !== null || change.revertedByChangeId !== null) return undefined;
  return { label: change.kind === 'undo' ? 'Redo' : 'Undo', changeId: change.id };
}

/**
 * A change someone undid, shown without the undo (a turn's What changed): Redo reverts the undo. The undo of
 * an edit or a redo is an undo, so reverting it redoes; the undo of an undo is a redo, so reverting it undoes.
 */
export function undoneActionOf(change: Change): RevertAction | undefined {
  if (change.revertedByChangeId === null) return undefined;
  return { label: change.kind === 'undo' ? 'Undo' : 'Redo', changeId: change.revertedByChangeId };
}
