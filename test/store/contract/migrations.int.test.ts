import { describe, expect, it } from 'vitest';
import { SchemaTooNewError } from '../../../server/store/sql/migrate.ts';
import { SCHEMA_MIGRATIONS } from '../../../server/store/sql/schema-migrations.ts';
import { createTestDatabaseSource, DATABASE_BACKENDS } from '../../support/test-database.ts';

const CODE_VERSION = Math.max(...SCHEMA_MIGRATIONS.map((migration) => migration.id));

describe.each(DATABASE_BACKENDS)('schema migrations on %s', (backend) => {
  it('migrates an empty database to the code version once, and opens it again without change', async () => {
    const source = await createTestDatabaseSource(backend);
    try {
      const first = await source.open();
      expect(first.schemaVersion).toBe(CODE_VERSION);
      const applied = await first.read((db) => db.column<number>('SELECT id FROM schema_migrations ORDER BY id'));
      expect(applied).toEqual(SCHEMA_MIGRATIONS.map((migration) => migration.id));
      await first.close();
      const again = await source.open();
      expect(await again.read((db) => db.value<number>('SELECT COUNT(*) FROM schema_migrations'))).toBe(applied.length);
      await again.close();
    } finally {
      await source.remove();
    }
  });

  it('refuses a database that a newer Wayfinder migrated, naming both versions', async () => {
    const source = await createTestDatabaseSource(backend);
    try {
      const database = await source.open();
      await database.transaction((db) =>
        db.run('INSERT INTO schema_migrations (id, name, applied_at) VALUES (?, ?, ?)', [CODE_VERSION + 1, 'from the future', new Date().toISOString()]),
      );
      await database.close();
      const refused = source.open();
      await expect(refused).rejects.toBeInstanceOf(SchemaTooNewError);
      await expect(refused).rejects.toThrow(`schema version ${CODE_VERSION + 1}, but this Wayfinder knows versions up to ${CODE_VERSION}`);
    } finally {
      await source.remove();
    }
  });

  // SQLite serves one process: its connections wait on each other synchronously, so this is PostgreSQL's case.
  it.skipIf(backend === 'sqlite')('lets processes that start together migrate a new database once', async () => {
    const source = await createTestDatabaseSource(backend);
    try {
      const opened = await Promise.all([source.open(), source.open(), source.open()]);
      expect(opened.map((database) => database.schemaVersion)).toEqual([CODE_VERSION, CODE_VERSION, CODE_VERSION]);
      expect(await opened[0]!.read((db) => db.value<number>('SELECT COUNT(*) FROM schema_migrations'))).toBe(SCHEMA_MIGRATIONS.length);
      for (const database of opened) await database.close();
    } finally {
      await source.remove();
    }
  });
});
