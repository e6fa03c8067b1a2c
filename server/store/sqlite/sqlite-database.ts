import fs from 'node:fs';
import path from 'node:path';
import { openSqliteConnection, type SqliteConnection } from './sqlite-connection.ts';
import { applyMigrations } from './migrations.ts';
import { AsyncLock } from '../sql/sql-executor.ts';

/** One SQLite connection and the lock that serialises it; the CMS store and working memory share it. */
export type SqliteDatabase = {
  db: SqliteConnection;
  lock: AsyncLock;
  schemaVersion: number;
  close(): void;
};

export function openSqliteDatabase(filename: string): SqliteDatabase {
  if (filename !== ':memory:') fs.mkdirSync(path.dirname(filename), { recursive: true });
  const db = openSqliteConnection(filename);
  db.exec('PRAGMA journal_mode = WAL; PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 5000');
  const schemaVersion = applyMigrations(db);
  return { db, lock: new AsyncLock(), schemaVersion, close: () => db.close() };
}
