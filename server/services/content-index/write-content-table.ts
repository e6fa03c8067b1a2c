import type { ContentCatalogRepository } from '../../store/content-catalog-repository.ts';
import { type ContentChange, contentKey } from '../../store/content-change.ts';
import type { Embedder } from '../embeddings/embedder.ts';
import type { ContentTable } from './content-table.ts';
import { sqlString, toContentRows } from './content-rows.ts';

export type WriteContentTableOptions = {
  table: ContentTable;
  catalog: Pick<ContentCatalogRepository, 'loadDocuments' | 'outboxBounds'>;
  embedder: Embedder;
};

/**
 * Writes the current state of the changed items into the table: items that still exist are embedded and
 * upserted, the others deleted. Says whether a table existed to update, or that the new vectors' length
 * differs from the table's (same model id, reconfigured service), in which case nothing was written.
 */
export async function applyContentChanges({
  changes,
  table,
  catalog,
  embedder,
}: WriteContentTableOptions & { changes: readonly ContentChange[] }): Promise<'updated' | 'noTable' | 'dimensionChanged'> {
  const documents = await catalog.loadDocuments(changes);
  const present = new Set(documents.map(contentKey));
  const removed = changes.filter((change) => !present.has(contentKey(change)));
  const rows = await toContentRows(documents, embedder);
  const current = await table.open();
  if (rows.length > 0 && current && rows[0]!.vector.length !== table.dimension) return 'dimensionChanged';
  if (!current) {
    if (rows.length > 0) await table.create(rows);
    return 'noTable';
  }
  if (removed.length > 0) await current.delete(`key IN (${removed.map((change) => sqlString(contentKey(change))).join(', ')})`);
  if (rows.length > 0) await current.mergeInsert('key').whenMatchedUpdateAll().whenNotMatchedInsertAll().execute(rows);
  return 'updated';
}

/** Replaces the table with one row per document; returns the outbox position the rows reflect and how many there are. */
export async function rebuildContentTable({ table, catalog, embedder }: WriteContentTableOptions): Promise<{ position: number; documents: number }> {
  // The position first: a write landing while the documents load is applied again afterwards, which is harmless.
  const { newest } = await catalog.outboxBounds();
  const rows = await toContentRows(await catalog.loadDocuments(), embedder);
  await table.drop();
  if (rows.length > 0) await table.create(rows);
  return { position: newest, documents: rows.length };
}
