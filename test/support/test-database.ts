import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createScratchDatabase } from '../../scripts/support/throwaway-postgres.ts';
import { openPostgresDatabase } from '../../server/store/postgres/postgres-database.ts';
import type { SqlDatabase } from '../../server/store/sql/sql-client.ts';
import { openSqliteDatabase } from '../../server/store/sqlite/sqlite-database.ts';
import { MIGRATED_TEMPLATE_VARIABLE, POSTGRES_URL_VARIABLE, SEEDED_TEMPLATE_VARIABLE, SEEDED_UPLOADS_VARIABLE } from './postgres-server.ts';

export type DatabaseBackend = 'sqlite' | 'postgres';

/** The PostgreSQL server the global setup found or started; undefined when there is none (tests skip). */
export const postgresServerUrl = (): string | undefined => process.env[POSTGRES_URL_VARIABLE];

/** Every backend the store contract runs on here: SQLite always, PostgreSQL when a server is reachable. */
export const DATABASE_BACKENDS: DatabaseBackend[] = postgresServerUrl() ? ['sqlite', 'postgres'] : ['sqlite'];

/** A throwaway database that can be opened again after closing (a restart): a SQLite file, or a new PostgreSQL database. */
export type TestDatabaseSource = { open(): Promise<SqlDatabase>; remove(): Promise<void> };

/**
 * `empty: false` starts a PostgreSQL one as a copy of the database the global setup migrated (opening migrates
 * anyway; copying is faster). The migration tests start from empty ones, as does a database in an ICU locale.
 */
export async function createTestDatabaseSource(
  backend: DatabaseBackend,
  { icuLocale, empty = true }: { icuLocale?: string; empty?: boolean } = {},
): Promise<TestDatabaseSource> {
  if (backend === 'sqlite') {
    const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'wayfinder-db-'));
    return {
      open: () => openSqliteDatabase(path.join(directory, 'wayfinder.sqlite')),
      remove: async () => fs.rmSync(directory, { recursive: true, force: true }),
    };
  }
  const template = empty || icuLocale ? undefined : process.env[MIGRATED_TEMPLATE_VARIABLE];
  const scratch = await createScratchDatabase(postgresServerUrl()!, { icuLocale, template });
  return { open: () => openPostgresDatabase({ url: scratch.url, maxConnections: 5 }), remove: () => scratch.drop() };
}

/** A new PostgreSQL database that is already migrated: a copy of the one the global setup migrated. */
export const createMigratedScratchDatabase = () => createScratchDatabase(postgresServerUrl()!, { template: process.env[MIGRATED_TEMPLATE_VARIABLE] });

/** The uploads directory that the seeded PostgreSQL template's image rows point into: copy it beside a copy of the template. */
export const seededUploadsDirectory = (): string => process.env[SEEDED_UPLOADS_VARIABLE]!;

/**
 * An empty, migrated database of the backend, removed when closed: in-memory SQLite, or a new database on
 * the PostgreSQL server; with `seeded`, a PostgreSQL one is a copy of the demo site the global setup seeded
 * (its images are in `seededUploadsDirectory()`).
 */
export async function openTestDatabase(backend: DatabaseBackend, { seeded = false }: { seeded?: boolean } = {}): Promise<SqlDatabase> {
  if (backend === 'sqlite') return openSqliteDatabase(':memory:');
  const template = process.env[seeded ? SEEDED_TEMPLATE_VARIABLE : MIGRATED_TEMPLATE_VARIABLE];
  const scratch = await createScratchDatabase(postgresServerUrl()!, { template });
  const database = await openPostgresDatabase({ url: scratch.url, maxConnections: 5 });
  return Object.assign(Object.create(database) as SqlDatabase, {
    async close() {
      await database.close();
      await scratch.drop();
    },
  });
}
