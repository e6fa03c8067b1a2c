/** A value a statement can bind. JSON columns are bound as text. */
export type SqlValue = string | number | null | Uint8Array;

/** Positional values for `?`, or one object of named values for `@name`. */
export type SqlParameters = readonly SqlValue[] | Readonly<Record<string, SqlValue>>;

export type SqlDialectName = 'sqlite' | 'postgres';

/**
 * The few places where SQLite and PostgreSQL spell the same thing differently. Every other statement is
 * written once, in the SQL both understand (`?` or `@name` placeholders, `RETURNING`, `ON CONFLICT`).
 */
export interface SqlDialect {
  readonly name: SqlDialectName;
  /** `column` equals one of the values of the JSON array bound at `parameter` (a `?` or `@name`). */
  inJsonArray(column: string, parameter: string, type: 'integer' | 'text'): string;
  /** The JSON array of strings in `column` holds the value bound at `parameter`, ignoring case. */
  jsonArrayHasIgnoringCase(column: string, parameter: string): string;
  /** Some string value anywhere in the JSON of `column` (not a key) matches the LIKE pattern at `parameter` (ESCAPE '\\'), ignoring case. */
  jsonStringValueLike(column: string, parameter: string): string;
  /** `a` equals `b`, where NULL equals NULL (SQLite's `IS`). */
  same(a: string, b: string): string;
  /** `a` differs from `b`, where NULL equals NULL (SQLite's `IS NOT`). */
  differs(a: string, b: string): string;
  /**
   * Full-text search of the `content_names` index for any of `words` as a word prefix: a condition and a
   * best-first ORDER BY, both reading the query bound at `@names_query`.
   */
  contentNamesSearch(words: readonly string[]): { condition: string; order: string; query: string };
  /** `column` compared by code unit in ORDER BY (SQLite's default; PostgreSQL's default follows the database's locale). */
  codeUnitOrder(column: string): string;
  /** LIKE that ignores the case of ASCII letters (SQLite's LIKE, PostgreSQL's ILIKE). */
  readonly likeIgnoringCase: string;
}

/** The connection a repository works on: the database, or the transaction open in this async context. */
export interface SqlClient {
  readonly dialect: SqlDialect;
  all<Row>(sql: string, parameters?: SqlParameters): Promise<Row[]>;
  get<Row>(sql: string, parameters?: SqlParameters): Promise<Row | undefined>;
  /** The first column of the first row. */
  value<Value>(sql: string, parameters?: SqlParameters): Promise<Value | undefined>;
  /** The first column of each row. */
  column<Value>(sql: string, parameters?: SqlParameters): Promise<Value[]>;
  /** Runs a statement; `changes` is the number of rows it inserted, updated or deleted. */
  run(sql: string, parameters?: SqlParameters): Promise<{ changes: number }>;
  /** Runs several statements without parameters (a migration). */
  script(sql: string): Promise<void>;
}

export type TransactionOptions = {
  /**
   * What the transaction's reads-then-writes must not interleave with: transactions of one scope run one
   * at a time (across processes on PostgreSQL; SQLite runs every transaction one at a time anyway). The
   * default, `cms`, is the site's content, whose rules span entities (unique slugs, positions); a
   * conversation's own records use `session:<id>`, so conversations never wait for each other.
   */
  scope?: string;
};

export type SqlDatabaseStatus = { ok: boolean; schemaVersion: number };

/**
 * One database (a SQLite file or a PostgreSQL server) that every store of the process shares. Transactions
 * of one scope are serialised, within and across processes, so a repository's read-then-write never
 * interleaves with another's; reads outside a transaction run at once.
 */
export interface SqlDatabase {
  readonly dialect: SqlDialect;
  readonly schemaVersion: number;
  /** Runs `work` on the transaction open in this async context, or else on the database. */
  read<T>(work: (db: SqlClient) => Promise<T>): Promise<T>;
  /**
   * Runs `work` in a transaction that commits when it resolves and rolls back when it throws. Inside an
   * open transaction it becomes a savepoint of that one, so a unit of work can call any store.
   */
  transaction<T>(work: (db: SqlClient) => Promise<T>, options?: TransactionOptions): Promise<T>;
  /** An integrity check the health endpoint reports. */
  status(): Promise<SqlDatabaseStatus>;
  close(): Promise<void>;
}

/** Builds the value/column helpers from `all`, so each driver writes only `all`, `get`, `run` and `script`. */
export function completeClient(dialect: SqlDialect, client: Pick<SqlClient, 'all' | 'get' | 'run' | 'script'>): SqlClient {
  const firstColumn = (row: unknown) => (row === undefined ? undefined : Object.values(row as object)[0]);
  return {
    dialect,
    all: client.all,
    get: client.get,
    run: client.run,
    script: client.script,
    value: async <Value>(sql: string, parameters?: SqlParameters) => firstColumn(await client.get(sql, parameters)) as Value | undefined,
    column: async <Value>(sql: string, parameters?: SqlParameters) => (await client.all(sql, parameters)).map(firstColumn) as Value[],
  };
}
