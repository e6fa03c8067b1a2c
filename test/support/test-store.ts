import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createLogger } from '../../server/logger.ts';
import type { CmsStore } from '../../server/store/cms-store.ts';
import { createLocalImageFileStore } from '../../server/store/image-files.ts';
import { seedDemoSite } from '../../server/store/seed/seed-demo-site.ts';
import type { SqlDatabase } from '../../server/store/sql/sql-client.ts';
import { createSqlCmsStore } from '../../server/store/sql/sql-cms-store.ts';
import { describeCmsTools } from '../../server/tools/cms/describe-cms-tools.ts';
import type { CmsTool } from '../../server/tools/define-cms-tool.ts';
import { toolCaller } from './run-tool.ts';
import { type DatabaseBackend, openTestDatabase, seededUploadsDirectory } from './test-database.ts';

export type TestStore = {
  dataDir: string;
  database: SqlDatabase;
  store: CmsStore;
  /** The CMS tools on this store; a tool that needs more than the store and image files refuses to run. */
  tools: readonly CmsTool[];
  call: ReturnType<typeof toolCaller>;
  cleanup(): Promise<void>;
};

/**
 * Only what store-backed tools need: a store on a throwaway database (in-memory SQLite unless `backend`
 * says PostgreSQL; the demo site unless `seed: false`) and its image files in a throwaway directory. No
 * embeddings, no vector indexes, no agent.
 */
export async function createTestStore({ seed = true, backend = 'sqlite' }: { seed?: boolean; backend?: DatabaseBackend } = {}): Promise<TestStore> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wayfinder-store-'));
  const uploads = path.join(dataDir, 'uploads');
  // On PostgreSQL, a copy of the demo site the global setup seeded: seeding there took about 1.3 s a test.
  const copySeeded = seed && backend === 'postgres';
  const database = await openTestDatabase(backend, { seeded: copySeeded });
  if (copySeeded) fs.cpSync(seededUploadsDirectory(), uploads, { recursive: true });
  const store = createSqlCmsStore({ database });
  const imageFiles = createLocalImageFileStore({ directory: uploads });
  const logger = createLogger({ level: 'silent' });
  if (seed && !copySeeded) await seedDemoSite({ store, imageFiles, logger });
  const tools = describeCmsTools({ store, imageFiles, logger });
  return {
    dataDir,
    database,
    store,
    tools,
    call: toolCaller({ tools, store }),
    async cleanup() {
      await store.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
