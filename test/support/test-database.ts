import { createScratchDatabase } from '../../scripts/support/throwaway-postgres.ts';
import { openPostgresDatabase } from '../../server/store/postgres/postgres-database.ts';
import type { SqlDatabase } from '../../server/store/sql/sql-client.ts';
import { openSqliteDatabase } from '../../server/store/sqlite/sqlite-database.ts';
import { POSTGRES_URL_VARIABLE } from './postgres-server.ts';

export type DatabaseBackend = 'sqlite' | 'postgres';

/** The PostgreSQL server the global setup found or started; undefined when there is none (tests skip). */
export const postgresServerUrl = (): string | undefined => process.env[POSTGRES_URL_VARIABLE];

/** Every backend the store contract runs on here: SQLite always, PostgreSQL when a server is reachable. */
export const DATABASE_BACKENDS: DatabaseBackend[] = postgresServerUrl() ? ['sqlite', 'postgres'] : ['sqlite'];

/** An empty, migrated database of the backend: in-memory SQLite, or a new database on the PostgreSQL server. */
export async function openTestDatabase(backend: DatabaseBackend): Promise<SqlDatabase> {
  if (backend === 'sqlite') return openSqliteDatabase(':memory:');
  const scratch = await createScratchDatabase(postgresServerUrl()!);
  const database = await openPostgresDatabase({ url: scratch.url, maxConnections: 5 });
  return {
    ...database,
    get inTransaction() {
      return database.inTransaction;
    },
    async close() {
      await database.close();
      await scratch.drop();
    },
  };
}
