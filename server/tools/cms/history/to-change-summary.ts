import type { ChangeRecord } from '../../../store/change-history.ts';

/** A change as the model sees it: enough to name it, tell the editor about it and undo it by id. */
export function toChangeSummary(change: ChangeRecord) {
  return {
    id: change.id,
    at: change.at,
    turn: change.turn,
    editor: change.editor,
    summary: change.summary,
    undone: change.revertedByChangeId !== null,
    ...(change.irreversible ? { cannotBeUndone: change.irreversible } : {}),
  };
}
