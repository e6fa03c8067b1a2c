import type { SqlClient, SqlValue } from './sql-client.ts';

// Below SQLite's 32,766 bound values per statement (PostgreSQL allows 65,535).
const MAX_VALUES_PER_STATEMENT = 30_000;

/**
 * Inserts many rows with one statement (one round trip to PostgreSQL) per batch. `table`, `columns` and
 * `suffix` (e.g. an ON CONFLICT clause) come from code, never from a caller; values are bound.
 */
export async function insertRows(db: SqlClient, table: string, columns: readonly string[], rows: readonly SqlValue[][], suffix = ''): Promise<void> {
  const rowsPerStatement = Math.max(1, Math.floor(MAX_VALUES_PER_STATEMENT / columns.length));
  const placeholders = `(${columns.map(() => '?').join(', ')})`;
  for (let start = 0; start < rows.length; start += rowsPerStatement) {
    const batch = rows.slice(start, start + rowsPerStatement);
    await db.run(`INSERT INTO ${table} (${columns.join(', ')}) VALUES ${batch.map(() => placeholders).join(', ')} ${suffix}`, batch.flat());
  }
}
