import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresConversationLocks } from '../../server/conversations/postgres-conversation-locks.ts';
import { createLogger } from '../../server/logger.ts';
import { openPostgresDatabase, type PostgresDatabase } from '../../server/store/postgres/postgres-database.ts';
import { createMigratedScratchDatabase, postgresServerUrl } from '../support/test-database.ts';

const lockKey = (sessionId: string) => `wayfinder.conversation:${sessionId}`;

describe.skipIf(!postgresServerUrl())('conversation locks on PostgreSQL', () => {
  let scratch: Awaited<ReturnType<typeof createMigratedScratchDatabase>>;
  let database: PostgresDatabase;
  let locks: ReturnType<typeof createPostgresConversationLocks>;

  /** Another process's connection holding the conversation's lock, as a turn running there would. */
  const otherProcessHolding = async (sessionId: string) => {
    const client = new pg.Client({ connectionString: scratch.url });
    client.on('error', () => {});
    await client.connect();
    await client.query('SELECT pg_advisory_lock(hashtextextended($1, 0))', [lockKey(sessionId)]);
    return client;
  };

  beforeAll(async () => {
    scratch = await createMigratedScratchDatabase();
    database = await openPostgresDatabase({ url: scratch.url, maxConnections: 2 });
    locks = createPostgresConversationLocks({ database, logger: createLogger({ level: 'silent' }) });
  });
  afterAll(async () => {
    await locks?.close();
    await database?.close();
    await scratch?.drop();
  });

  it('serves a conversation whose lock holder was killed a moment before', async () => {
    const killed = await otherProcessHolding('after-a-kill');
    // The socket dies as it does under kill -9; PostgreSQL frees the lock once it has ended that backend.
    setTimeout(() => (killed as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy(), 100);
    const release = await locks.tryAcquire('after-a-kill');
    expect(release).toBeDefined();
    await release?.();
  });

  it('still answers that a turn is running while another process holds the conversation', async () => {
    const running = await otherProcessHolding('busy');
    expect(await locks.tryAcquire('busy')).toBeUndefined();
    await running.end();
  });
});
