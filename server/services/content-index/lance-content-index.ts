import fs from 'node:fs/promises';
import type { Logger } from '../../logger.ts';
import type { CmsStore } from '../../store/cms-store.ts';
import { AsyncLock } from '../../store/async-lock.ts';
import { TransientError } from '../../errors/cms-errors.ts';
import type { Embedder } from '../embeddings/embedder.ts';
import type { ContentIndex, ContentMatch } from './content-index.ts';
import { openContentTable } from './content-table.ts';
import { readIndexMetadata } from './index-metadata.ts';
import { initialOutboxFollower, isSettled, nextOutboxFollower, type OutboxFollower, type OutboxFollowerEvent } from './outbox-follower.ts';
import { performFollowerPhase } from './perform-follower-phase.ts';
import { searchContentTable } from './search-content-table.ts';
import { metadataStaleReason, positionStaleReason, rowCountStaleReason, tableStaleReason } from './stale-reason.ts';

export type LanceContentIndexOptions = {
  /** LanceDB directory; other tables (e.g. a tool index) may live beside this one. */
  directory: string;
  embedder: Embedder;
  store: Pick<CmsStore, 'contentCatalog'>;
  logger: Logger;
};

/**
 * Semantic search over CMS content in a local LanceDB table, fed from the store's content outbox. The store
 * calls `sync` after each commit, so content is searchable as soon as a tool's write returns; other
 * processes' writes arrive through the same outbox when something wakes `sync`. A failed sync (say, the
 * embedding service is down) never fails the write: the position stays, and the next sync, search or
 * `ensureUpToDate` starts from there. How far the index got is an `OutboxFollower` (outbox-follower.ts);
 * everything that touches it runs under one lock.
 */
export async function openLanceContentIndex({ directory, embedder, store, logger }: LanceContentIndexOptions): Promise<ContentIndex> {
  await fs.mkdir(directory, { recursive: true });
  const table = await openContentTable(directory);
  const catalog = store.contentCatalog;
  const lock = new AsyncLock();
  let follower: OutboxFollower = initialOutboxFollower;
  const advance = (event: OutboxFollowerEvent) => {
    follower = nextOutboxFollower(follower, event);
  };

  /** Applies the outbox after the position, or rebuilds when that is due. Run under the lock; throws when it could not. */
  const catchUp = async () => {
    advance({ type: 'catchUp' });
    while (!isSettled(follower)) {
      try {
        advance(await performFollowerPhase({ follower, table, catalog, embedder, directory, logger }));
      } catch (error) {
        advance({ type: 'failed' });
        throw error;
      }
    }
  };

  /** Why the stored index no longer matches the store and model, or undefined when it does; resumes from its position if it does. */
  const staleReason = async (): Promise<string | undefined> => {
    const metadata = await readIndexMetadata(directory, table.name);
    const metadataReason = metadataStaleReason({ metadata, modelId: embedder.modelId });
    if (metadataReason || !metadata) return metadataReason;
    const positionReason = positionStaleReason({ position: metadata.outboxPosition, outbox: await catalog.outboxBounds() });
    if (positionReason) return positionReason;
    advance({ type: 'resume', position: metadata.outboxPosition });
    return tableStaleReason({ table, dimension: metadata.dimension, logger });
  };

  return {
    modelId: embedder.modelId,

    async sync() {
      await lock.run(catchUp).catch((error: unknown) => {
        logger.warn(
          { error, outboxPosition: follower.phase === 'closed' ? undefined : follower.position },
          'content index sync failed; will retry on the next write or search',
        );
      });
    },

    ensureUpToDate: () =>
      lock.run(async () => {
        let reason = await staleReason();
        try {
          if (!reason) {
            await catchUp();
            reason = await rowCountStaleReason({ table, catalog });
          }
          if (reason) {
            logger.info({ reason }, 'rebuilding the content index');
            advance({ type: 'rebuildRequested' });
            await catchUp();
          }
          return { rebuilt: reason !== undefined, documents: await catalog.countDocuments() };
        } catch (error) {
          logger.warn({ error }, 'content index could not catch up; search may miss recent changes until it does');
          return { rebuilt: false, documents: await catalog.countDocuments() };
        }
      }),

    search: ({ query, types, limit }) =>
      lock.run(async (): Promise<ContentMatch[]> => {
        await catchUp().catch((error: unknown) => logger.warn({ error }, 'content index is behind the store'));
        const vector = await embedQuery({ embedder, query });
        if ((await table.open()) && vector.length !== table.dimension) {
          advance({ type: 'rebuildRequested' });
          await catchUp().catch((error: unknown) => {
            throw new TransientError(`The search index is being rebuilt for a new embedding model and failed (${String(error)}). Retry shortly.`);
          });
        }
        const current = await table.open();
        return current ? searchContentTable({ table: current, vector, types, limit }) : [];
      }),

    close() {
      advance({ type: 'close' });
      table.close();
    },
  };
}

/** The query's vector; an embedder that fails becomes a TransientError telling the model what to do instead. */
async function embedQuery({ embedder, query }: { embedder: Embedder; query: string }): Promise<number[]> {
  try {
    const [vector] = await embedder.embed([query]);
    return vector!;
  } catch (error) {
    throw new TransientError(
      `Semantic search is unavailable right now (embedding model: ${error instanceof Error ? error.message : String(error)}). ` +
        'Retry shortly, or search by name with cms_findResource instead.',
    );
  }
}
