import type { ChangeAttribution } from '../../change-history.ts';
import type { SqlClient } from '../sql-client.ts';
import { describeChange } from './describe-change.ts';
import type { EntityChange } from './entity-change.ts';
import { TABLE_FACTS } from './recorded-tables.ts';

/** Who writes when nobody said: a script, a test, a maintenance task. */
export const SYSTEM_ATTRIBUTION: ChangeAttribution = { editor: 'system' };

/**
 * Writes a write's entity changes to the `changes` table, on the write's own connection and inside its
 * transaction, so the change and its record commit together or not at all. Updates that changed
 * nothing leave no record. Returns the new change ids in order.
 */
export async function writeChangeLog(db: SqlClient, changes: readonly EntityChange[], attribution: ChangeAttribution): Promise<number[]> {
  if (attribution.recorded === false) return [];
  const at = new Date().toISOString();
  const ids: number[] = [];
  for (const change of changes) {
    const description = await describeChange(db, change);
    if (!description) continue;
    const own = (change.after[0] ?? change.before[0])!;
    const id = (await db.value<number>(
      `INSERT INTO changes (at, editor, session_id, turn, tool, action, entity_type, entity_id, entity_name, summary, fields_json, before_json, after_json,
         irreversible, reverts_change_id)
       VALUES (@at, @editor, @sessionId, @turn, @tool, @action, @entityType, @entityId, @entityName, @summary, @fields, @before, @after, @irreversible, @reverts)
       RETURNING id`,
      {
        at,
        editor: attribution.editor,
        sessionId: attribution.sessionId ?? null,
        turn: attribution.turn ?? null,
        tool: attribution.tool ?? null,
        action: change.action,
        entityType: TABLE_FACTS[own.table].entity,
        entityId: own.row.id as number,
        entityName: description.name,
        summary: description.summary,
        fields: JSON.stringify(description.fields),
        before: JSON.stringify(change.before),
        after: JSON.stringify(change.after),
        irreversible: change.irreversible ?? null,
        reverts: change.revertsChangeId ?? null,
      },
    ))!;
    if (change.revertsChangeId !== undefined) await markReverted(db, change.revertsChangeId, id);
    ids.push(id);
  }
  return ids;
}

/**
 * Marks `changeId` undone by `revertedBy`, and follows the chain of undos beneath it: what it undid is in
 * effect again (a redo: the original edit can be undone once more), what that one undid is undone again by
 * it, and so on down to the original edit, so every change of an Undo, Redo, Undo… chain says whether it
 * holds now.
 */
async function markReverted(db: SqlClient, changeId: number, revertedBy: number): Promise<void> {
  await db.run('UPDATE changes SET reverted_by_change_id = ? WHERE id = ?', [revertedBy, changeId]);
  let inEffect = true;
  for (let above = changeId, below = await revertedOf(db, changeId); below !== null; above = below, below = await revertedOf(db, below)) {
    await db.run('UPDATE changes SET reverted_by_change_id = ? WHERE id = ?', [inEffect ? null : above, below]);
    inEffect = !inEffect;
  }
}

const revertedOf = async (db: SqlClient, changeId: number) =>
  (await db.value<number | null>('SELECT reverts_change_id FROM changes WHERE id = ?', [changeId])) ?? null;
