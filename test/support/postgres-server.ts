import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createScratchDatabase, findPostgresBinaries, startThrowawayPostgres } from '../../scripts/support/throwaway-postgres.ts';
import { createLogger } from '../../server/logger.ts';
import { createLocalImageFileStore } from '../../server/store/image-files.ts';
import { openPostgresDatabase } from '../../server/store/postgres/postgres-database.ts';
import { seedDemoSite } from '../../server/store/seed/seed-demo-site.ts';
import { createSqlCmsStore } from '../../server/store/sql/sql-cms-store.ts';

/** Where the PostgreSQL tests find their server; the global setup sets it when it starts one. */
export const POSTGRES_URL_VARIABLE = 'WAYFINDER_TEST_DATABASE_URL';
/** A database the global setup migrated, which the tests copy for an empty, migrated one. */
export const MIGRATED_TEMPLATE_VARIABLE = 'WAYFINDER_TEST_MIGRATED_TEMPLATE';
/** A database the global setup seeded with the demo site, and the uploads directory its image rows point into. */
export const SEEDED_TEMPLATE_VARIABLE = 'WAYFINDER_TEST_SEEDED_TEMPLATE';
export const SEEDED_UPLOADS_VARIABLE = 'WAYFINDER_TEST_SEEDED_UPLOADS';

/**
 * Global setup of the integration project: the store contract and the multi-process tests need a
 * PostgreSQL server. An existing one is used when WAYFINDER_TEST_DATABASE_URL names it; otherwise a
 * throw-away cluster is started from the installed PostgreSQL (Debian's `postgresql` package) and removed
 * afterwards. Without either, those tests say so and skip, except under CI, where that is a failure.
 * Then it migrates one database for the tests to copy: copying took a third of the time of migrating each.
 * A second copy holds the demo site, for the tests that start from it: seeding each took about 1.3 s there.
 */
export default async function postgresServer() {
  const cluster = process.env[POSTGRES_URL_VARIABLE] ? undefined : await startCluster();
  const serverUrl = process.env[POSTGRES_URL_VARIABLE];
  if (!serverUrl) return undefined;
  const template = await createScratchDatabase(serverUrl, { prefix: 'wayfinder_migrated' });
  await (await openPostgresDatabase({ url: template.url, maxConnections: 1 })).close();
  process.env[MIGRATED_TEMPLATE_VARIABLE] = template.name;
  const seeded = await seedTemplate(serverUrl, template.name);
  process.env[SEEDED_TEMPLATE_VARIABLE] = seeded.name;
  process.env[SEEDED_UPLOADS_VARIABLE] = seeded.uploads;
  return async () => {
    await seeded.drop();
    await template.drop();
    cluster?.stop();
  };
}

async function seedTemplate(serverUrl: string, migratedTemplate: string) {
  const database = await createScratchDatabase(serverUrl, { prefix: 'wayfinder_seeded', template: migratedTemplate });
  const uploads = fs.mkdtempSync(path.join(os.tmpdir(), 'wayfinder-seeded-uploads-'));
  const store = createSqlCmsStore({ database: await openPostgresDatabase({ url: database.url, maxConnections: 1 }) });
  try {
    await seedDemoSite({ store, imageFiles: createLocalImageFileStore({ directory: uploads }), logger: createLogger({ level: 'silent' }) });
  } finally {
    await store.close();
  }
  return {
    name: database.name,
    uploads,
    async drop() {
      await database.drop();
      fs.rmSync(uploads, { recursive: true, force: true });
    },
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
