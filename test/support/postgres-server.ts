import { createScratchDatabase, findPostgresBinaries, startThrowawayPostgres } from '../../scripts/support/throwaway-postgres.ts';
import { openPostgresDatabase } from '../../server/store/postgres/postgres-database.ts';

/** Where the PostgreSQL tests find their server; the global setup sets it when it starts one. */
export const POSTGRES_URL_VARIABLE = 'WAYFINDER_TEST_DATABASE_URL';
/** A database the global setup migrated, which the tests copy for an empty, migrated one. */
export const MIGRATED_TEMPLATE_VARIABLE = 'WAYFINDER_TEST_MIGRATED_TEMPLATE';

/**
 * Global setup of the integration project: the store contract and the multi-process tests need a
 * PostgreSQL server. An existing one is used when WAYFINDER_TEST_DATABASE_URL names it; otherwise a
 * throw-away cluster is started from the installed PostgreSQL (Debian's `postgresql` package) and removed
 * afterwards. Without either, those tests say so and skip, except under CI, where that is a failure.
 * Then it migrates one database for the tests to copy: copying took a third of the time of migrating each.
 */
export default async function postgresServer() {
  const cluster = process.env[POSTGRES_URL_VARIABLE] ? undefined : await startCluster();
  const serverUrl = process.env[POSTGRES_URL_VARIABLE];
  if (!serverUrl) return undefined;
  const template = await createScratchDatabase(serverUrl, { prefix: 'wayfinder_migrated' });
  await (await openPostgresDatabase({ url: template.url, maxConnections: 1 })).close();
  process.env[MIGRATED_TEMPLATE_VARIABLE] = template.name;
  return async () => {
    await template.drop();
    cluster?.stop();
  };
}

async function startCluster() {
  const binaries = findPostgresBinaries();
  if (!binaries) {
    const message = 'PostgreSQL is not installed (apt-get install postgresql), so the PostgreSQL store and multi-process tests are skipped.';
    if (process.env.CI) throw new Error(`${message} CI must run them.`);
    console.warn(message);
    return undefined;
  }
  const cluster = await startThrowawayPostgres(binaries);
  process.env[POSTGRES_URL_VARIABLE] = cluster.url;
  return cluster;
}
