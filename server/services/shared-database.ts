import path from 'node:path';
import type { Logger } from '../logger.ts';
import type { DatabaseOptions } from '../store/database-options.ts';
import { openPostgresDatabase } from '../store/postgres/postgres-database.ts';
import type { SqlDatabase } from '../store/sql/sql-client.ts';
import { openSqliteDatabase } from '../store/sqlite/sqlite-database.ts';
import type { ContentIndex } from './content-index/content-index.ts';
import { followContentOutbox } from './content-index/follow-content-outbox.ts';
import { type ConversationLocks, createInProcessConversationLocks } from '../conversations/conversation-locks.ts';
import { createPostgresConversationLocks } from '../conversations/postgres-conversation-locks.ts';

/** How often a process looks for other processes' writes when a notification went missing. */
const OUTBOX_POLL_MS = 1_000;
const OUTBOX_CHANNEL = 'wayfinder_content_outbox';

/** The database every store shares, and what it takes for several processes to share it. */
export type SharedDatabase = {
  database: SqlDatabase;
  conversationLocks: ConversationLocks;
  /** Keeps `contentIndex` following the writes of other processes (nothing to follow on SQLite: one process). */
  followOtherProcesses(contentIndex: ContentIndex): Promise<{ stop(): Promise<void> }>;
};

/** PostgreSQL when a URL is configured (several processes may share it), else the embedded SQLite file. */
export async function openSharedDatabase({ options, dataDir, logger }: { options: DatabaseOptions; dataDir: string; logger: Logger }): Promise<SharedDatabase> {
  if (!options.url) {
    return {
      database: await openSqliteDatabase(path.join(dataDir, 'wayfinder.sqlite')),
      conversationLocks: createInProcessConversationLocks(),
      followOtherProcesses: async () => ({ stop: async () => {} }),
    };
  }
  const database = await openPostgresDatabase({ url: options.url, maxConnections: options.poolSize });
  return {
    database,
    conversationLocks: createPostgresConversationLocks({ database, logger }),
    followOtherProcesses: (contentIndex) =>
      followContentOutbox({ contentIndex, subscribe: (wake) => database.listen(OUTBOX_CHANNEL, wake), pollMs: OUTBOX_POLL_MS, logger }),
  };
}
