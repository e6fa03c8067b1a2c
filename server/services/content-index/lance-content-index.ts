import fs from 'node:fs/promises';
import path from 'node:path';
import { connect, type Table } from '@lancedb/lancedb';
import type { Logger } from '../../logger.ts';
import type { CmsStore } from '../../store/cms-store.ts';
import { type ContentChange, SEARCHABLE_CONTENT_TYPES, type SearchableContentType } from '../../store/content-change.ts';
import { AsyncLock } from '../../store/sql/sql-executor.ts';
import { TransientError } from '../../errors/cms-errors.ts';
import type { Embedder } from '../embeddings/embedder.ts';
import type { ContentIndex, ContentMatch } from './content-index.ts';
import { contentKey, type ContentRow, sqlString, toContentRows, uniqueChanges } from './content-rows.ts';
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

function vectorDimension(schema: { fields: { name: string; type: unknown }[] }): number | undefined {
  return (schema.fields.find((field) => field.name === 'vector')?.type as { listSize?: number } | undefined)?.listSize;
}

/**
 * Semantic search over CMS content in a local LanceDB table. Writes reach it through `sync`, awaited by
 * the store after each commit, so content is searchable as soon as a tool's write returns. A failed sync
 * (say, the embedding service is down) never fails the write: the changes wait and are retried first thing
 * on the next sync, search or `ensureUpToDate`.
 */
export async function openLanceContentIndex({ directory, embedder, store, logger }: LanceContentIndexOptions): Promise<ContentIndex> {
  await fs.mkdir(directory, { recursive: true });
  const connection = await connect(directory);
  const lock = new AsyncLock();
  let table: Table | undefined;
  let tableDimension: number | undefined;
  let needsRebuild = false;
  let pending = new Map<string, ContentChange>();
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

  const createTable = async (rows: ContentRow[]) => {
    table = await connection.createTable(TABLE, rows);
    tableDimension = rows[0]!.vector.length;
    await writeIndexMetadata(directory, TABLE, { modelId: embedder.modelId, dimension: tableDimension });
  };

  /** Why the stored index no longer matches the store and model, or undefined when it does. */
  const staleReason = async (expectedDocuments: number): Promise<string | undefined> => {
    const metadata = await readIndexMetadata(directory, TABLE);
    if (!metadata) return 'no index metadata';
    if (metadata.modelId !== embedder.modelId) return `embedding model changed from ${metadata.modelId} to ${embedder.modelId}`;
    try {
      const current = await openTable();
      if (!current) return expectedDocuments > 0 ? 'content table missing' : undefined;
      if (tableDimension !== metadata.dimension) return `vector dimension changed from ${metadata.dimension} to ${tableDimension}`;
      // Reading one row touches a data file, which catches more damage than the manifest's row count alone.
      await current.query().limit(1).toArray();
      const indexed = await current.countRows();
      return indexed === expectedDocuments ? undefined : `index holds ${indexed} documents, the store ${expectedDocuments}`;
    } catch (error) {
      logger.warn({ error }, 'content index unreadable');
      return 'content table unreadable';
    }
  };

  const rebuild = async (): Promise<number> => {
    const rows = await toContentRows(await store.contentCatalog.loadDocuments(), embedder);
    await dropTable();
    if (rows.length > 0) await createTable(rows);
    else await writeIndexMetadata(directory, TABLE, { modelId: embedder.modelId, dimension: null });
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

  /** Applies waiting changes, or rebuilds when that is due. Run under the lock; throws when it could not. */
  const catchUp = async () => {
    const taken = pending;
    pending = new Map();
    try {
      if (!needsRebuild && taken.size > 0) await applyChanges([...taken.values()]);
      if (needsRebuild) {
        const documents = await rebuild();
        needsRebuild = false;
        logger.info({ documents }, 'content index rebuilt');
      }
    } catch (error) {
      // Changes recorded meanwhile are newer; keep them and put the failed ones back beside them.
      for (const [key, change] of taken) if (!pending.has(key)) pending.set(key, change);
      throw error;
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

    async sync(changes) {
      for (const change of uniqueChanges(changes)) pending.set(contentKey(change), change);
      await lock.run(catchUp).catch((error: unknown) => {
        logger.warn({ error, waiting: pending.size }, 'content index sync failed; will retry on the next write or search');
      });
    },

    ensureUpToDate: () =>
      lock.run(async () => {
        const documents = await store.contentCatalog.countDocuments();
        const reason = await staleReason(documents);
        if (!reason && pending.size === 0) return { rebuilt: false, documents };
        if (reason) {
          logger.info({ reason }, 'rebuilding the content index');
          needsRebuild = true;
        }
        try {
          await catchUp();
          return { rebuilt: reason !== undefined, documents };
        } catch (error) {
          logger.warn({ error }, 'content index could not catch up; search may miss recent changes until it does');
          return { rebuilt: false, documents };
        }
      }),

    search: ({ query, types, limit }) =>
      lock.run(async (): Promise<ContentMatch[]> => {
        if (needsRebuild || pending.size > 0) await catchUp().catch((error: unknown) => logger.warn({ error }, 'content index is behind the store'));
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
