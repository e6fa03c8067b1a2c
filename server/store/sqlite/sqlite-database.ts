import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { applyMigrations } from './migrations.ts';
import { AsyncLock } from './sqlite-executor.ts';

/** One SQLite connection and the lock that serialises it; the CMS store and working memory share it. */
export type SqliteDatabase = {
  db: Database.Database;
  lock: AsyncLock;
  schemaVersion: number;
  close(): void;
};

export function openSqliteDatabase(filename: string): SqliteDatabase {
  if (filename !== ':memory:') fs.mkdirSync(path.dirname(filename), { recursive: true });
  const db = new Database(filename);
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  const schemaVersion = applyMigrations(db);
  return { db, lock: new AsyncLock(), schemaVersion, close: () => db.close() };
}
