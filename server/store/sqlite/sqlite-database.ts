import fs from 'node:fs';
import path from 'node:path';
import { AsyncLock } from '../async-lock.ts';
import { applyMigrations } from '../sql/migrate.ts';
import { completeClient, type SqlClient, type SqlDatabase, type SqlDialect, type SqlParameters } from '../sql/sql-client.ts';
import { openSqliteConnection, type SqliteConnection, type SqlParameter } from './sqlite-connection.ts';
import { SCHEMA_MIGRATIONS } from '../sql/schema-migrations.ts';

export const SQLITE_DIALECT: SqlDialect = {
  name: 'sqlite',
  inJsonArray: (column, parameter) => `${column} IN (SELECT value FROM json_each(${parameter}))`,
  jsonArrayHasIgnoringCase: (column, parameter) => `EXISTS (SELECT 1 FROM json_each(${column}) WHERE lower(json_each.value) = lower(${parameter}))`,
  jsonStringValueLike: (column, parameter) =>
    `EXISTS (SELECT 1 FROM json_tree(${column}) WHERE json_tree.type = 'text' AND json_tree.value LIKE ${parameter} ESCAPE '\\')`,
  contentNamesSearch: (words) => ({
    condition: 'content_names MATCH @names_query',
    order: 'bm25(content_names)',
    query: words.map((word) => `"${word.replaceAll('"', '""')}"*`).join(' OR '),
  }),
  codeUnitOrder: (column) => column,
  same: (a, b) => `${a} IS ${b}`,
  differs: (a, b) => `${a} IS NOT ${b}`,
  likeIgnoringCase: 'LIKE',
};

function bind(parameters: SqlParameters | undefined): SqlParameter[] {
  if (parameters === undefined) return [];
  return Array.isArray(parameters) ? (parameters as SqlParameter[]) : [parameters as SqlParameter];
}

/** The statements of the one connection; callers hold the lock. */
function sqliteClient(connection: SqliteConnection): SqlClient {
  return completeClient(SQLITE_DIALECT, {
    all: async <Row>(sql: string, parameters?: SqlParameters) => connection.prepare(sql).all(...bind(parameters)) as Row[],
    get: async <Row>(sql: string, parameters?: SqlParameters) => connection.prepare(sql).get(...bind(parameters)) as Row | undefined,
    run: async (sql, parameters) => ({ changes: connection.prepare(sql).run(...bind(parameters)).changes }),
    script: async (sql) => connection.exec(sql),
  });
}

/**
 * The embedded database: one SQLite file, one connection, one lock. node:sqlite is synchronous, but a
 * transaction awaits between its statements, and without the lock another request's statement could
 * land inside it; the lock is reentrant, so the transaction's own work passes.
 */
export async function openSqliteDatabase(filename: string): Promise<SqlDatabase> {
  if (filename !== ':memory:') fs.mkdirSync(path.dirname(filename), { recursive: true });
  const connection = openSqliteConnection(filename);
  connection.exec('PRAGMA busy_timeout = 5000; PRAGMA journal_mode = WAL; PRAGMA foreign_keys = ON');
  const lock = new AsyncLock();
  const client = sqliteClient(connection);
  let savepoints = 0;

  // Scopes need nothing here: the one connection runs one transaction at a time.
  const transaction = <T>(work: (db: SqlClient) => Promise<T>): Promise<T> =>
    lock.run(async () => {
      const nested = connection.isTransaction;
      const savepoint = `wayfinder_${++savepoints}`;
      connection.exec(nested ? `SAVEPOINT ${savepoint}` : 'BEGIN IMMEDIATE');
      try {
        const result = await work(client);
        connection.exec(nested ? `RELEASE ${savepoint}` : 'COMMIT');
        return result;
      } catch (error) {
        connection.exec(nested ? `ROLLBACK TO ${savepoint}; RELEASE ${savepoint}` : 'ROLLBACK');
        throw error;
      }
    });

  let schemaVersion: number;
  try {
    schemaVersion = await transaction((db) => applyMigrations(db, SCHEMA_MIGRATIONS));
  } catch (error) {
    connection.close();
    throw error;
  }
  return {
    dialect: SQLITE_DIALECT,
    schemaVersion,
    read: (work) => lock.run(() => work(client)),
    transaction,
    status: () => lock.run(async () => ({ ok: (await client.value('PRAGMA quick_check')) === 'ok', schemaVersion })),
    close: async () => connection.close(),
  };
}
