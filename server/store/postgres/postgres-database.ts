import { AsyncLocalStorage } from 'node:async_hooks';
import pg from 'pg';
import { TransientError } from '../../errors/cms-errors.ts';
import { StartupError } from '../../errors/startup-error.ts';
import { describeDatabase } from '../database-options.ts';
import { applyMigrations } from '../sql/migrate.ts';
import { completeClient, type SqlClient, type SqlDatabase, type SqlDialect, type SqlParameters, type TransactionOptions } from '../sql/sql-client.ts';
import { SCHEMA_MIGRATIONS } from '../sql/schema-migrations.ts';
import { positionalValues, translatePlaceholders } from './positional-parameters.ts';

export const POSTGRES_DIALECT: SqlDialect = {
  name: 'postgres',
  inJsonArray: (column, parameter, type) =>
    `${column} IN (SELECT CAST(elements.value AS ${type}) FROM jsonb_array_elements_text(CAST(${parameter} AS jsonb)) AS elements(value))`,
  jsonArrayHasIgnoringCase: (column, parameter) =>
    `EXISTS (SELECT 1 FROM jsonb_array_elements_text(CAST(${column} AS jsonb)) AS elements(value) WHERE lower(elements.value) = lower(CAST(${parameter} AS text)))`,
  jsonStringValueLike: (column, parameter) =>
    `EXISTS (SELECT 1 FROM jsonb_path_query(CAST(${column} AS jsonb), 'strict $.**') AS items(item) WHERE jsonb_typeof(items.item) = 'string' AND items.item #>> '{}' ILIKE ${parameter} ESCAPE '\\')`,
  contentNamesSearch: (words) => ({
    condition: "names_document @@ to_tsquery('simple', @names_query)",
    order: "ts_rank(names_document, to_tsquery('simple', @names_query)) DESC",
    // Each word a quoted lexeme matched as a prefix; the names were stored with accents folded, like the words.
    query: words.map((word) => `'${word.replaceAll('\\', '\\\\').replaceAll("'", "''")}':*`).join(' | '),
  }),
  codeUnitOrder: (column) => `${column} COLLATE "C"`,
  same: (a, b) => `${a} IS NOT DISTINCT FROM ${b}`,
  differs: (a, b) => `${a} IS DISTINCT FROM ${b}`,
  likeIgnoringCase: 'ILIKE',
};

/**
 * Every transaction takes the transaction-scoped advisory lock of its scope first (and a savepoint that of
 * its own scope when the transaction has not taken it yet), so a repository's read-then-write (a free slug,
 * the next position, the next turn number) never interleaves with another of its scope, in any process.
 * Reads never take it. PostgreSQL releases the locks at COMMIT or ROLLBACK, and finds and breaks a deadlock.
 */
const DEFAULT_SCOPE = 'cms';
const lockScope = (client: SqlClient, scope: string) => client.run('SELECT pg_advisory_xact_lock(hashtextextended(?, 0))', [`wayfinder.${scope}`]);

// COUNT and SUM answer bigint, which pg returns as a string by default; the store's numbers are far below 2^53.
const INT8_OID = 20;
const NUMERIC_OID = 1700;
const TYPES = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8_OID || oid === NUMERIC_OID ? (value: string) => Number(value) : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

type Queryable = Pick<pg.Pool, 'query'>;

// Node's socket errors, and PostgreSQL's connection-exception class (08) and shutdown states (57P01-57P03).
const CONNECTION_ERROR_CODES = /^(ECONNREFUSED|ECONNRESET|ETIMEDOUT|ENOTFOUND|EPIPE|08\w{3}|57P0[123])$/;

/** A lost or refused connection becomes a TransientError (HTTP 503, "retry shortly" to the model); other errors pass. */
function asTransient(error: unknown): unknown {
  const code = (error as { code?: unknown } | undefined)?.code;
  const lost = (typeof code === 'string' && CONNECTION_ERROR_CODES.test(code)) || (error instanceof Error && /Connection terminated/i.test(error.message));
  return lost ? new TransientError('The database cannot be reached right now; retry shortly.', { cause: error }) : error;
}

const reachable = async <T>(operation: () => Promise<T>): Promise<T> => {
  try {
    return await operation();
  } catch (error) {
    throw asTransient(error);
  }
};

function postgresClient(connection: Queryable): SqlClient {
  const translations = new Map<string, ReturnType<typeof translatePlaceholders>>();
  const query = async (sql: string, parameters: SqlParameters | undefined) => {
    let translation = translations.get(sql);
    if (!translation) {
      translation = translatePlaceholders(sql);
      translations.set(sql, translation);
    }
    const values = positionalValues(translation, parameters, sql);
    return reachable(() => connection.query(translation.text, values));
  };
  return completeClient(POSTGRES_DIALECT, {
    all: async <Row>(sql: string, parameters?: SqlParameters) => (await query(sql, parameters)).rows as Row[],
    get: async <Row>(sql: string, parameters?: SqlParameters) => (await query(sql, parameters)).rows[0] as Row | undefined,
    run: async (sql, parameters) => ({ changes: (await query(sql, parameters)).rowCount ?? 0 }),
    script: async (sql) => {
      await reachable(() => connection.query(sql));
    },
  });
}

export type PostgresDatabaseOptions = {
  /** `postgres://user:password@host:port/database` */
  url: string;
  /** Connections in the pool; each open transaction holds one. */
  maxConnections?: number;
};

/** A pool of connections to one PostgreSQL database, shared by every store of the process. */
export type PostgresDatabase = SqlDatabase & {
  /** A connection of its own, outside the pool, for what lives as long as a connection (session-level locks). */
  connect(): Promise<pg.Client>;
  /** Calls `onNotification` for each NOTIFY on `channel` (a constant of the code) until `stop`. */
  listen(channel: string, onNotification: () => void): Promise<{ stop(): Promise<void> }>;
};

export async function openPostgresDatabase({ url, maxConnections = 20 }: PostgresDatabaseOptions): Promise<PostgresDatabase> {
  const pool = new pg.Pool({ connectionString: url, max: maxConnections, types: TYPES });
  // An idle connection the server drops (a restart) must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const poolClient = postgresClient(pool);
  const open = new AsyncLocalStorage<{ client: SqlClient; savepoints: number; scopes: Set<string> }>();

  const transaction = async <T>(work: (db: SqlClient) => Promise<T>, { scope = DEFAULT_SCOPE }: TransactionOptions = {}): Promise<T> => {
    const current = open.getStore();
    if (current) {
      const savepoint = `wayfinder_${++current.savepoints}`;
      await current.client.script(`SAVEPOINT ${savepoint}`);
      try {
        // Taken inside the savepoint, the lock goes if the savepoint rolls back; it is the transaction's once released into it.
        if (!current.scopes.has(scope)) await lockScope(current.client, scope);
        const result = await work(current.client);
        await current.client.script(`RELEASE SAVEPOINT ${savepoint}`);
        current.scopes.add(scope);
        return result;
      } catch (error) {
        await current.client.script(`ROLLBACK TO SAVEPOINT ${savepoint}; RELEASE SAVEPOINT ${savepoint}`);
        throw error;
      }
    }
    const connection = await reachable(() => pool.connect());
    const client = postgresClient(connection);
    let broken: unknown;
    try {
      await connection.query('BEGIN');
      await lockScope(client, scope);
      const result = await open.run({ client, savepoints: 0, scopes: new Set([scope]) }, () => work(client));
      await connection.query('COMMIT');
      return result;
    } catch (error) {
      await connection.query('ROLLBACK').catch((rollbackError: unknown) => (broken = rollbackError));
      throw error;
    } finally {
      // A connection that could not roll back is in an unknown state: the pool closes it instead of reusing it.
      connection.release(broken instanceof Error ? broken : undefined);
    }
  };

  const database: PostgresDatabase = {
    dialect: POSTGRES_DIALECT,
    schemaVersion: 0,
    read: (work) => work(open.getStore()?.client ?? poolClient),
    transaction,
    async status() {
      const ok = await poolClient.value<number>('SELECT 1').then(
        (one) => one === 1,
        () => false,
      );
      return { ok, schemaVersion: database.schemaVersion };
    },
    async connect() {
      const client = new pg.Client({ connectionString: url, types: TYPES });
      client.on('error', () => {});
      await client.connect();
      return client;
    },
    async listen(channel, onNotification) {
      const client = await database.connect();
      client.on('notification', (message) => {
        if (message.channel === channel) onNotification();
      });
      await client.query(`LISTEN ${channel}`);
      return { stop: () => client.end() };
    },
    close: () => pool.end(),
  };
  try {
    (database as { schemaVersion: number }).schemaVersion = await transaction((db) => applyMigrations(db, SCHEMA_MIGRATIONS));
  } catch (error) {
    await pool.end();
    if (error instanceof StartupError) throw error;
    // The first connection is where a wrong host, password or database name shows: say which, without the password.
    const reason = TransientError.isInstance(error) && error.cause instanceof Error ? error.cause : error;
    throw new StartupError(
      `Cannot use ${describeDatabase({ url, poolSize: maxConnections })}: ${reason instanceof Error ? reason.message : String(reason)}. Check WAYFINDER_DATABASE_URL.`,
      { cause: error },
    );
  }
  return database;
}
