export type DatabaseOptions = {
  /** `postgres://…`: every store on that PostgreSQL; unset: SQLite in the data directory. */
  url?: string;
  /** PostgreSQL connections per process. */
  poolSize: number;
};

/** Where the stores live, without the password: for logs and the start-up line. */
export function describeDatabase(options: DatabaseOptions): string {
  if (!options.url) return 'SQLite';
  const url = new URL(options.url);
  url.password = '';
  return `PostgreSQL ${url.toString()}`;
}
