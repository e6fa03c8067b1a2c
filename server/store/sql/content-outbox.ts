import { type ContentChange, type OutboxEntry, type SearchableContentType, uniqueChanges } from '../content-change.ts';
import { insertRows } from './insert-rows.ts';
import type { SqlClient } from './sql-client.ts';

/** Adds a write's content changes to the outbox, on the write's connection and inside its transaction. */
export async function writeContentOutbox(db: SqlClient, changes: readonly ContentChange[]): Promise<void> {
  const at = new Date().toISOString();
  await insertRows(
    db,
    'content_outbox',
    ['entity_type', 'entity_id', 'at'],
    uniqueChanges(changes).map((change) => [change.type, change.id, at]),
  );
}

/** Outbox entries after position `after`, oldest first, at most `limit`. */
export async function readContentOutbox(db: SqlClient, { after, limit }: { after: number; limit: number }): Promise<OutboxEntry[]> {
  const rows = await db.all<{ id: number; entity_type: string; entity_id: number }>(
    'SELECT id, entity_type, entity_id FROM content_outbox WHERE id > ? ORDER BY id LIMIT ?',
    [after, limit],
  );
  // Only writeContentOutbox writes here, and only searchable types.
  return rows.map((row) => ({ position: row.id, change: { type: row.entity_type as SearchableContentType, id: row.entity_id } }));
}

export async function pruneContentOutbox(db: SqlClient, before: Date): Promise<number> {
  const { changes } = await db.run('DELETE FROM content_outbox WHERE at < ? AND id < (SELECT MAX(id) FROM content_outbox)', [before.toISOString()]);
  return changes;
}

/** The newest outbox position (0 when empty) and the oldest one still kept (older ones were pruned). */
export async function contentOutboxBounds(db: SqlClient): Promise<{ newest: number; oldest: number }> {
  const row = await db.get<{ newest: number | null; oldest: number | null }>('SELECT MAX(id) AS newest, MIN(id) AS oldest FROM content_outbox');
  return { newest: row?.newest ?? 0, oldest: row?.oldest ?? 0 };
}
