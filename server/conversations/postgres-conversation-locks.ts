import type pg from 'pg';
import type { Logger } from '../logger.ts';
import type { PostgresDatabase } from '../store/postgres/postgres-database.ts';
import { type ConversationLocks, createInProcessConversationLocks, pause, type ReleaseConversation, waitUntilFree } from './conversation-locks.ts';

const STOP_CHANNEL = 'wayfinder_conversation_stop';
const RECONNECT_MS = 1_000;
/**
 * How long a request waits for a lock another process holds before it is told a turn is running. A process killed
 * mid-turn holds its locks until PostgreSQL has seen its connection close and ended that backend: on a loaded machine
 * a request sent to another process right after the kill met the lock of a turn nobody was running (a 409).
 */
const OTHER_PROCESS_GRACE_MS = 500;
const RETRY_MS = 50;

/**
 * Conversation locks as PostgreSQL session-level advisory locks, all held on one connection of this
 * process. They live as long as that connection: when the process dies (even by kill -9) the server
 * drops the connection and every lock it held, so another process can serve the conversation's next
 * turn (a request waits `OTHER_PROCESS_GRACE_MS` for that). The in-process locks come first because a
 * connection may take its own advisory lock twice. Stops travel by NOTIFY on the same connection, so
 * every process hears them.
 */
export function createPostgresConversationLocks({ database, logger }: { database: PostgresDatabase; logger: Logger }): ConversationLocks {
  const local = createInProcessConversationLocks();
  const listeners: Array<(sessionId: string) => void> = [];
  let connection: Promise<pg.Client> | undefined;
  let closed = false;

  const connect = (): Promise<pg.Client> => {
    connection ??= (async () => {
      const client = await database.connect();
      const lost = (error?: unknown) => {
        if (closed) return;
        // The locks went with the connection; turns still running finish, but another process may now start one.
        logger.warn({ error }, 'lost the connection holding conversation locks; reconnecting');
        connection = undefined;
        setTimeout(() => void connect().catch(() => {}), RECONNECT_MS).unref();
      };
      client.once('error', lost);
      client.once('end', lost);
      client.on('notification', (message) => {
        if (message.channel === STOP_CHANNEL && message.payload) for (const listener of listeners) listener(message.payload);
      });
      await client.query(`LISTEN ${STOP_CHANNEL}`);
      return client;
    })();
    connection.catch(() => (connection = undefined));
    return connection;
  };
  // At once, not at the first turn: a stop asked of another process must find this one listening.
  void connect().catch((error: unknown) => logger.warn({ error }, 'cannot connect for conversation locks yet; retrying at the next turn'));

  const lockKey = (sessionId: string) => `wayfinder.conversation:${sessionId}`;

  const takeAdvisoryLock = async (client: pg.Client, sessionId: string) => {
    const { rows } = await client.query<{ acquired: boolean }>('SELECT pg_try_advisory_lock(hashtextextended($1, 0)) AS acquired', [lockKey(sessionId)]);
    return rows[0]?.acquired === true;
  };

  /** `graceMs`: how long to keep trying while another process holds the lock; this process's own turns answer at once. */
  const acquire = async (sessionId: string, { graceMs }: { graceMs: number }): Promise<ReleaseConversation | undefined> => {
    const releaseLocal = await local.tryAcquire(sessionId);
    if (!releaseLocal) return undefined;
    try {
      const client = await connect();
      const deadline = Date.now() + graceMs;
      while (!(await takeAdvisoryLock(client, sessionId))) {
        if (Date.now() >= deadline) {
          await releaseLocal();
          return undefined;
        }
        await pause(RETRY_MS);
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
  };

  const probeOnce = (sessionId: string) => acquire(sessionId, { graceMs: 0 });

  const locks: ConversationLocks = {
    tryAcquire: (sessionId) => acquire(sessionId, { graceMs: OTHER_PROCESS_GRACE_MS }),
    async stop(sessionId, { waitMs }) {
      // Probes, not waits: the editor's Stop must reach the running turn at once, and hear promptly that it ended.
      const probe = await probeOnce(sessionId);
      if (probe) {
        await probe();
        return false;
      }
      await (await connect()).query('SELECT pg_notify($1, $2)', [STOP_CHANNEL, sessionId]);
      await waitUntilFree({ tryAcquire: probeOnce }, sessionId, waitMs);
      return true;
    },
    onStop: (listener) => void listeners.push(listener),
    async close() {
      closed = true;
      const open = connection;
      connection = undefined;
      if (open) await (await open.catch(() => undefined))?.end();
    },
  };
  return locks;
}
