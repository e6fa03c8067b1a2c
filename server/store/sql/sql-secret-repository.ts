import type { SecretRepository } from '../secret-repository.ts';
import type { SqlDatabase } from './sql-client.ts';

/**
 * Insert-if-absent, then read, in one transaction: of two processes starting together, the second one's
 * insert waits for the first one's commit and does nothing, and both read the first one's secret.
 * Secrets are no content: no change history, no content outbox.
 */
export function createSqlSecretRepository(database: SqlDatabase): SecretRepository {
  return {
    getOrCreate: (name, create) =>
      database.transaction(async (db) => {
        await db.run('INSERT INTO server_secrets (name, value, created_at) VALUES (?, ?, ?) ON CONFLICT (name) DO NOTHING', [
          name,
          create(),
          new Date().toISOString(),
        ]);
        return (await db.value<string>('SELECT value FROM server_secrets WHERE name = ?', [name]))!;
      }),
  };
}
