import type pg from 'pg';
import type { Logger } from '../../logger.ts';
import type { PostgresDatabase } from '../../store/postgres/postgres-database.ts';
import { type ConversationLocks, createInProcessConversationLocks } from './conversation-locks.ts';

/**
 * Conversation locks as PostgreSQL session-level advisory locks, all held on one connection of this
 * process. They live as long as that connection: when the process dies (even by kill -9) the server
 * drops the connection and every lock it held, so another process can serve the conversation's next
 * turn at once. The in-process set comes first because a connection may take its own advisory lock twice.
 */
export function createPostgresConversationLocks({ database, logger }: { database: PostgresDatabase; logger: Logger }): ConversationLocks {
  const local = createInProcessConversationLocks();
  let connection: Promise<pg.Client> | undefined;

  const connect = (): Promise<pg.Client> => {
    connection ??= database.connect().then((client) => {
      const lost = (error?: unknown) => {
        // The locks went with the connection; turns still running finish, but another process may now start one.
        logger.warn({ error }, 'lost the connection holding conversation locks; reconnecting on the next turn');
        connection = undefined;
      };
      client.once('error', lost);
      client.once('end', lost);
      return client;
    });
    connection.catch(() => (connection = undefined));
    return connection;
  };

  const lockKey = (sessionId: string) => `wayfinder.conversation:${sessionId}`;

  return {
    async tryAcquire(sessionId) {
      const releaseLocal = await local.tryAcquire(sessionId);
      if (!releaseLocal) return undefined;
      try {
        const client = await connect();
        const { rows } = await client.query<{ acquired: boolean }>('SELECT pg_try_advisory_lock(hashtextextended($1, 0)) AS acquired', [lockKey(sessionId)]);
        if (!rows[0]?.acquired) {
          await releaseLocal();
          return undefined;
        }
        let released = false;
        return async () => {
          if (released) return;
          released = true;
          await client
            .query('SELECT pg_advisory_unlock(hashtextextended($1, 0))', [lockKey(sessionId)])
            .catch((error: unknown) => logger.warn({ error, sessionId }, 'could not release a conversation lock; it goes with the connection'));
          await releaseLocal();
        };
      } catch (error) {
        await releaseLocal();
        throw error;
      }
    },
    async close() {
      const open = connection;
      connection = undefined;
      if (open) await (await open.catch(() => undefined))?.end();
    },
  };
}
