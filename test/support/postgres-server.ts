import { findPostgresBinaries, startThrowawayPostgres } from '../../scripts/support/throwaway-postgres.ts';

/** Where the PostgreSQL tests find their server; the global setup sets it when it starts one. */
export const POSTGRES_URL_VARIABLE = 'WAYFINDER_TEST_DATABASE_URL';

/**
 * Global setup of the integration project: the store contract and the multi-process tests need a
 * PostgreSQL server. An existing one is used when WAYFINDER_TEST_DATABASE_URL names it; otherwise a
 * throw-away cluster is started from the installed PostgreSQL (Debian's `postgresql` package) and removed
 * afterwards. Without either, those tests say so and skip, except under CI, where that is a failure.
 */
export default async function postgresServer() {
  if (process.env[POSTGRES_URL_VARIABLE]) return undefined;
  const binaries = findPostgresBinaries();
  if (!binaries) {
    const message = 'PostgreSQL is not installed (apt-get install postgresql), so the PostgreSQL store and multi-process tests are skipped.';
    if (process.env.CI) throw new Error(`${message} CI must run them.`);
    console.warn(message);
    return undefined;
  }
  const cluster = await startThrowawayPostgres(binaries);
  process.env[POSTGRES_URL_VARIABLE] = cluster.url;
  return () => cluster.stop();
}
