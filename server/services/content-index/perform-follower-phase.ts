import type { Logger } from '../../logger.ts';
import type { ContentCatalogRepository } from '../../store/content-catalog-repository.ts';
import type { Embedder } from '../embeddings/embedder.ts';
import type { ContentTable } from './content-table.ts';
import { writeIndexMetadata } from './index-metadata.ts';
import type { OutboxFollower, OutboxFollowerEvent } from './outbox-follower.ts';
import { applyContentChanges, rebuildContentTable } from './write-content-table.ts';

/** Outbox entries applied per LanceDB write while catching up. */
export const OUTBOX_BATCH = 500;

/** A follower in the middle of a catch-up: its phase names the effect to perform next. */
export type ActiveOutboxFollower = Exclude<OutboxFollower, { phase: 'idle' | 'closed' }>;

export type PerformFollowerPhaseOptions = {
  follower: ActiveOutboxFollower;
  table: ContentTable;
  catalog: Pick<ContentCatalogRepository, 'readOutbox' | 'loadDocuments' | 'outboxBounds'>;
  embedder: Embedder;
  /** Where the index metadata is saved. */
  directory: string;
  logger: Logger;
};

/** Performs the effect the follower's phase names, and reports its outcome as the follower's next event. Throws when the effect fails. */
export async function performFollowerPhase({
  follower,
  table,
  catalog,
  embedder,
  directory,
  logger,
}: PerformFollowerPhaseOptions): Promise<OutboxFollowerEvent> {
  switch (follower.phase) {
    case 'reading':
      return { type: 'read', entries: await catalog.readOutbox({ after: follower.position, limit: OUTBOX_BATCH }) };
    case 'applying': {
      const outcome = await applyContentChanges({ changes: follower.changes, table, catalog, embedder });
      return outcome === 'dimensionChanged' ? { type: 'dimensionChanged' } : { type: 'applied', tableExisted: outcome === 'updated' };
    }
    case 'compacting':
      // A failed compaction costs search speed only: the writes are in, so the catch-up goes on.
      await (await table.open())
        ?.optimize({ cleanupOlderThan: new Date() })
        .catch((error: unknown) => logger.warn({ error }, 'content index compaction failed'));
      return { type: 'compacted' };
    case 'rebuilding':
      return { type: 'rebuilt', ...(await rebuildContentTable({ table, catalog, embedder })) };
    case 'recording':
      await writeIndexMetadata(directory, table.name, { modelId: embedder.modelId, dimension: table.dimension ?? null, outboxPosition: follower.position });
      if (follower.rebuilt) logger.info({ documents: follower.rebuilt.documents }, 'content index rebuilt');
      return { type: 'recorded' };
  }
}
