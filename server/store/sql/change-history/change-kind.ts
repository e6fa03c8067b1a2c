import type { ChangeKind } from '../../change-history.ts';
import type { SqlClient } from '../sql-client.ts';

/**
 * What a change is, by how many undos deep it lies: an edit reverts nothing, an undo reverts an edit (or a
 * redo), a redo reverts an undo. Chains are as long as an editor clicked Undo and Redo, so a few steps.
 */
export async function changeKindOf(db: SqlClient, revertsChangeId: number | null | undefined): Promise<ChangeKind> {
  let depth = 0;
  for (let reverted = revertsChangeId ?? null; reverted !== null; depth += 1) {
    reverted = (await db.value<number | null>('SELECT reverts_change_id FROM changes WHERE id = ?', [reverted])) ?? null;
  }
  if (depth === 0) return 'edit';
  return depth % 2 === 1 ? 'undo' : 'redo';
}
