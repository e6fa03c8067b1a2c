import { DatabaseSync, type SQLInputValue, type StatementSync } from 'node:sqlite';

/** A value SQLite can bind: positional values, or one object of named values (`@name` in the SQL). */
export type SqlParameter = SQLInputValue | Record<string, SQLInputValue>;

export type SqlRunResult = { changes: number; lastInsertRowid: number };

/** A prepared statement. Rows come back as plain objects; callers state their shape. */
export interface SqliteStatement {
  run(...parameters: SqlParameter[]): SqlRunResult;
  get(...parameters: SqlParameter[]): unknown;
  all(...parameters: SqlParameter[]): unknown[];
  /** The same statement answering with the first column of each row instead of the row. */
  pluck(): SqliteStatement;
}

/**
 * The slice of SQLite the store uses, on Node's built-in `node:sqlite`: no native addon to compile,
 * so `npm install` needs no build toolchain matching the Node that runs the server.
 */
export interface SqliteConnection {
  prepare(sql: string): SqliteStatement;
  exec(sql: string): void;
  /** Whether a transaction is open on the connection. */
  readonly isTransaction: boolean;
  close(): void;
}

function wrapStatement(statement: StatementSync, plucked: boolean): SqliteStatement {
  const firstColumn = (row: unknown) => (row === undefined ? undefined : Object.values(row as object)[0]);
  return {
    run(...parameters) {
      const { changes, lastInsertRowid } = statement.run(...(parameters as SQLInputValue[]));
      return { changes: Number(changes), lastInsertRowid: Number(lastInsertRowid) };
    },
    get(...parameters) {
      const row = statement.get(...(parameters as SQLInputValue[]));
      return plucked ? firstColumn(row) : row;
    },
    all(...parameters) {
      const rows = statement.all(...(parameters as SQLInputValue[]));
      return plucked ? rows.map(firstColumn) : rows;
    },
    pluck: () => wrapStatement(statement, true),
  };
}

export function openSqliteConnection(filename: string): SqliteConnection {
  const database = new DatabaseSync(filename);
  return {
    prepare: (sql) => wrapStatement(database.prepare(sql), false),
    exec: (sql) => database.exec(sql),
    get isTransaction() {
      return database.isTransaction;
    },
    close: () => database.close(),
  };
}
