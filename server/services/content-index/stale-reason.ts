import type { Logger } from '../../logger.ts';
import type { ContentCatalogRepository } from '../../store/content-catalog-repository.ts';
import type { ContentTable } from './content-table.ts';
import type { IndexMetadata } from './index-metadata.ts';

/** Why the stored metadata no longer describes an index of this embedding model, or undefined when it does. */
export function metadataStaleReason({ metadata, modelId }: { metadata: IndexMetadata | undefined; modelId: string }): string | undefined {
  if (!metadata) return 'no index metadata';
  if (metadata.modelId !== modelId) return `embedding model changed from ${metadata.modelId} to ${modelId}`;
  return undefined;
}

/** Why the stored outbox position cannot be resumed from, given the outbox as the store holds it now. */
export function positionStaleReason({ position, outbox }: { position: number; outbox: { newest: number; oldest: number } }): string | undefined {
  if (position < 0) return 'index position in the content outbox unknown';
  if (position > outbox.newest) return 'index is ahead of the content outbox (another database)';
  if (position < outbox.oldest - 1) return 'content outbox entries the index never applied were pruned';
  return undefined;
}

/** Why the table on disk does not match its metadata, or cannot be read; undefined when it looks sound. */
export async function tableStaleReason({
  table,
  dimension,
  logger,
}: {
  table: ContentTable;
  /** The vector length the metadata records; null when the index held no vectors. */
  dimension: number | null;
  logger: Logger;
}): Promise<string | undefined> {
  try {
    const current = await table.open();
    if (!current) return dimension === null ? undefined : 'content table missing';
    if (table.dimension !== dimension) return `vector dimension changed from ${dimension} to ${table.dimension}`;
    // Reading one row touches a data file, which catches more damage than the manifest's row count alone.
    await current.query().limit(1).toArray();
    return undefined;
  } catch (error) {
    logger.warn({ error }, 'content index unreadable');
    return 'content table unreadable';
  }
}

/** Caught up, the index holds one row per document; anything else means rows were lost or damaged. */
export async function rowCountStaleReason({
  table,
  catalog,
}: {
  table: ContentTable;
  catalog: Pick<ContentCatalogRepository, 'countDocuments'>;
}): Promise<string | undefined> {
  const documents = await catalog.countDocuments();
  const indexed = (await (await table.open())?.countRows()) ?? 0;
  return indexed === documents ? undefined : `index holds ${indexed} documents, the store ${documents}`;
}
