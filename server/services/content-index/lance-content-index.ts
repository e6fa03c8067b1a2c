import fs from 'node:fs/promises';
import path from 'node:path';
import { connect, type Table } from '@lancedb/lancedb';
import type { Logger } from '../../logger.ts';
import type { CmsStore } from '../../store/cms-store.ts';
import { type ContentChange, contentKey, SEARCHABLE_CONTENT_TYPES, type SearchableContentType, uniqueChanges } from '../../store/content-change.ts';
import { AsyncLock } from '../../store/async-lock.ts';
import { TransientError } from '../../errors/cms-errors.ts';
import type { Embedder } from '../embeddings/embedder.ts';
import type { ContentIndex, ContentMatch } from './content-index.ts';
import { type ContentRow, sqlString, toContentRows } from './content-rows.ts';
import { readIndexMetadata, writeIndexMetadata } from './index-metadata.ts';

export type LanceContentIndexOptions = {
  /** LanceDB directory; other tables (e.g. a tool index) may live beside this one. */
  directory: string;
  embedder: Embedder;
  store: Pick<CmsStore, 'contentCatalog'>;
  logger: Logger;
};

const TABLE = 'content';
// Every sync writes a new LanceDB version; compacting now and then keeps searches from scanning many small fragments.
const WRITES_BETWEEN_COMPACTIONS = 100;
/** Outbox entries applied per LanceDB write while catching up. */
const OUTBOX_BATCH = 500;

function vectorDimension(schema: { fields: { name: string; type: unknown }[] }): number | undefined {
  return (schema.fields.find((field) => field.name === 'vector')?.type as { listSize?: number } | undefined)?.listSize;
}

/**
 * Semantic search over CMS content in a local LanceDB table, fed from the store's content outbox. The store
 * calls `sync` after each commit, so content is searchable as soon as a tool's write returns; other
 * processes' writes arrive through the same outbox when something wakes `sync`. A failed sync (say, the
 * embedding service is down) never fails the write: the position stays, and the next sync, search or
 * `ensureUpToDate` starts from there.
 */
export async function openLanceContentIndex({ directory, embedder, store, logger }: LanceContentIndexOptions): Promise<ContentIndex> {
  await fs.mkdir(directory, { recursive: true });
  const connection = await connect(directory);
  const lock = new AsyncLock();
  let table: Table | undefined;
  let tableDimension: number | undefined;
  let needsRebuild = false;
  /** The last outbox position applied; kept in the index metadata, so a restart resumes from it. */
  let outboxPosition = -1;
  let writesSinceCompaction = 0;

  const openTable = async (): Promise<Table | undefined> => {
    if (table) return table;
    if (!(await connection.tableNames()).includes(TABLE)) return undefined;
    table = await connection.openTable(TABLE);
    tableDimension = vectorDimension(await table.schema());
    return table;
  };

  const dropTable = async () => {
    table?.close();
    table = undefined;
    tableDimension = undefined;
    await connection.dropTable(TABLE).catch(() => {});
    // A corrupt table may refuse to drop; its directory goes either way.
    await fs.rm(path.join(directory, `${TABLE}.lance`), { recursive: true, force: true });
  };

  const saveMetadata = () => writeIndexMetadata(directory, TABLE, { modelId: embedder.modelId, dimension: tableDimension ?? null, outboxPosition });

  const createTable = async (rows: ContentRow[]) => {
    table = await connection.createTable(TABLE, rows);
    tableDimension = rows[0]!.vector.length;
  };

  /** Why the stored index no longer matches the store and model, or undefined when it does. */
  const staleReason = async (): Promise<string | undefined> => {
    const metadata = await readIndexMetadata(directory, TABLE);
    if (!metadata) return 'no index metadata';
    if (metadata.modelId !== embedder.modelId) return `embedding model changed from ${metadata.modelId} to ${embedder.modelId}`;
    const outbox = await store.contentCatalog.outboxBounds();
    if (metadata.outboxPosition < 0) return 'index position in the content outbox unknown';
    if (metadata.outboxPosition > outbox.newest) return 'index is ahead of the content outbox (another database)';
    if (metadata.outboxPosition < outbox.oldest - 1) return 'content outbox entries the index never applied were pruned';
    outboxPosition = metadata.outboxPosition;
    try {
      const current = await openTable();
      if (!current) return metadata.dimension === null ? undefined : 'content table missing';
      if (tableDimension !== metadata.dimension) return `vector dimension changed from ${metadata.dimension} to ${tableDimension}`;
      // Reading one row touches a data file, which catches more damage than the manifest's row count alone.
      await current.query().limit(1).toArray();
      return undefined;
    } catch (error) {
      logger.warn({ error }, 'content index unreadable');
      return 'content table unreadable';
    }
  };

  const rebuild = async (): Promise<number> => {
    // The position first: a write landing while the documents load is applied again afterwards, which is harmless.
    const { newest } = await store.contentCatalog.outboxBounds();
    const rows = await toContentRows(await store.contentCatalog.loadDocuments(), embedder);
    await dropTable();
    if (rows.length > 0) await createTable(rows);
    outboxPosition = newest;
    await saveMetadata();
    return rows.length;
  };

  const applyChanges = async (changes: ContentChange[]) => {
    const documents = await store.contentCatalog.loadDocuments(changes);
    const present = new Set(documents.map(contentKey));
    const removed = changes.filter((change) => !present.has(contentKey(change)));
    const rows = await toContentRows(documents, embedder);
    const current = await openTable();
    if (rows.length > 0 && current && rows[0]!.vector.length !== tableDimension) {
      // Same model id, different vector length (e.g. a reconfigured service): the old vectors cannot be compared.
      needsRebuild = true;
      return;
    }
    if (!current) {
      if (rows.length > 0) await createTable(rows);
      return;
    }
    if (removed.length > 0) await current.delete(`key IN (${removed.map((change) => sqlString(contentKey(change))).join(', ')})`);
    if (rows.length > 0) await current.mergeInsert('key').whenMatchedUpdateAll().whenNotMatchedInsertAll().execute(rows);
    writesSinceCompaction += 1;
    if (writesSinceCompaction >= WRITES_BETWEEN_COMPACTIONS) {
      writesSinceCompaction = 0;
      await current.optimize({ cleanupOlderThan: new Date() }).catch((error: unknown) => logger.warn({ error }, 'content index compaction failed'));
    }
  };

  /** Applies the outbox after the position, or rebuilds when that is due. Run under the lock; throws when it could not. */
  const catchUp = async () => {
    if (outboxPosition < 0) needsRebuild = true;
    while (!needsRebuild) {
      const entries = await store.contentCatalog.readOutbox({ after: outboxPosition, limit: OUTBOX_BATCH });
      if (entries.length === 0) break;
      await applyChanges(uniqueChanges(entries.map((entry) => entry.change)));
      if (needsRebuild) break;
      outboxPosition = entries.at(-1)!.position;
      await saveMetadata();
    }
    if (needsRebuild) {
      const documents = await rebuild();
      needsRebuild = false;
      logger.info({ documents }, 'content index rebuilt');
    }
  };

  const embedQuery = async (query: string): Promise<number[]> => {
    try {
      const [vector] = await embedder.embed([query]);
      return vector!;
    } catch (error) {
      throw new TransientError(
        `Semantic search is unavailable right now (embedding model: ${error instanceof Error ? error.message : String(error)}). ` +
          'Retry shortly, or search by name with cms_findResource instead.',
      );
    }
  };

  return {
    modelId: embedder.modelId,

    async sync() {
      await lock.run(catchUp).catch((error: unknown) => {
        logger.warn({ error, outboxPosition }, 'content index sync failed; will retry on the next write or search');
      });
    },

    ensureUpToDate: () =>
      lock.run(async () => {
        let reason = await staleReason();
        try {
          if (!reason) {
            await catchUp();
            // Caught up, the index holds one row per document; anything else means rows were lost or damaged.
            const documents = await store.contentCatalog.countDocuments();
            const indexed = (await (await openTable())?.countRows()) ?? 0;
            if (indexed !== documents) reason = `index holds ${indexed} documents, the store ${documents}`;
          }
          if (reason) {
            logger.info({ reason }, 'rebuilding the content index');
            needsRebuild = true;
            await catchUp();
          }
          return { rebuilt: reason !== undefined, documents: await store.contentCatalog.countDocuments() };
        } catch (error) {
          logger.warn({ error }, 'content index could not catch up; search may miss recent changes until it does');
          return { rebuilt: false, documents: await store.contentCatalog.countDocuments() };
        }
      }),

    search: ({ query, types, limit }) =>
      lock.run(async (): Promise<ContentMatch[]> => {
        await catchUp().catch((error: unknown) => logger.warn({ error }, 'content index is behind the store'));
        const vector = await embedQuery(query);
        if ((await openTable()) && vector.length !== tableDimension) {
          needsRebuild = true;
          await catchUp().catch((error: unknown) => {
            throw new TransientError(`The search index is being rebuilt for a new embedding model and failed (${String(error)}). Retry shortly.`);
          });
        }
        const current = await openTable();
        if (!current) return [];
        const wanted = (types ?? []).filter((type): type is SearchableContentType => SEARCHABLE_CONTENT_TYPES.includes(type));
        let search = current.vectorSearch(vector).distanceType('cosine').limit(limit);
        if (wanted.length > 0) search = search.where(`type IN (${wanted.map(sqlString).join(', ')})`);
        const rows = await search.select(['type', 'entityId', 'title', 'snippet', '_distance']).toArray();
        return rows.map((row) => ({
          type: row.type as SearchableContentType,
          id: Number(row.entityId),
          title: String(row.title),
          snippet: String(row.snippet),
          distance: Number(row._distance),
        }));
      }),

    close() {
      table?.close();
      connection.close();
    },
  };
}
