import type { SqlClient } from './sql-client.ts';

/** Tables whose rows are ordered by a 1..n `position` within a scope (a menu level, a collection, a page). */
export type PositionedTable = 'navigation_items' | 'collection_entries' | 'sections';

export type ArrangeOptions = {
  table: PositionedTable;
  /** Columns and values that select the ordered group, e.g. { menu: 'main', parent_id: null }. Names come from code only. */
  scope: Record<string, string | number | null>;
  /** The row to place; without it the group is only renumbered. */
  itemId?: number;
  /** 1-based, clamped to 1..n; at the end when absent. */
  position?: number;
};

/**
 * Puts `itemId` at `position` within its group and numbers the group 1..n, which also heals gaps left by
 * cascaded deletes. Only rows whose position changes are written. Run it inside the write that moved the row.
 */
export async function arrangePositions(db: SqlClient, { table, scope, itemId, position }: ArrangeOptions): Promise<void> {
  const columns = Object.keys(scope);
  const where = [...columns.map((column) => db.dialect.same(column, '?')), db.dialect.differs('id', '?')].join(' AND ');
  const rows = await db.all<{ id: number; position: number }>(`SELECT id, position FROM ${table} WHERE ${where} ORDER BY position, id`, [
    ...Object.values(scope),
    itemId ?? null,
  ]);
  const current = new Map(rows.map((row) => [row.id, row.position]));
  const ids = rows.map((row) => row.id);
  if (itemId !== undefined) {
    const index = Math.min(Math.max(Math.round(position ?? ids.length + 1), 1), ids.length + 1) - 1;
    ids.splice(index, 0, itemId);
  }
  for (const [index, id] of ids.entries()) {
    // Rows already in place are skipped here, not by the database: one round trip fewer each on PostgreSQL.
    if (current.get(id) === index + 1) continue;
    await db.run(`UPDATE ${table} SET position = ? WHERE id = ? AND ${db.dialect.differs('position', '?')}`, [index + 1, id, index + 1]);
  }
}
