import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Config, loadConfig } from '../../server/config.ts';
import { createLogger } from '../../server/logger.ts';
import { type ComposeWayfinderOptions, composeWayfinder, type Wayfinder } from '../../server/compose.ts';
import type { Embedder } from '../../server/services/embeddings/embedder.ts';
import { openConfiguredEmbedder } from '../../server/services/embeddings/open-configured-embedder.ts';
import { toolCaller } from './run-tool.ts';
import { createMigratedScratchDatabase, type DatabaseBackend } from './test-database.ts';

export type TestServices = Wayfinder & {
  dataDir: string;
  /** Runs a tool by name exactly as the agent will: fresh schema choices, validation, error mapping. */
  call: ReturnType<typeof toolCaller>;
  cleanup(): Promise<void>;
};

/**
 * The offline encoder on the shared vector cache, one per test worker and cache directory, left open for the
 * worker's life. Composed per test, each had its own encoder thread: a text missing from the cache (every
 * test's own pages, on a fresh clone) loaded the model again, about 3 s of CPU each time.
 */
const localEmbedders = new Map<string, Embedder>();
function sharedLocalEmbedder(config: Config): Embedder | undefined {
  const { provider, cacheDir } = config.embeddings;
  if (provider !== 'local' || cacheDir === undefined) return undefined;
  if (!localEmbedders.has(cacheDir)) localEmbedders.set(cacheDir, openConfiguredEmbedder(config.embeddings).embedder);
  return localEmbedders.get(cacheDir);
}

/**
 * Real services on a throwaway data directory: SQLite (or a new PostgreSQL database when `backend` says
 * so), LanceDB, the offline embedding model. `seed: false` starts from an empty store. Vectors come from the shared embedding cache, so building
 * the demo site and the tool index takes well under a second once the cache is warm.
 */
export async function createTestServices({
  seed = true,
  environment = {},
  backend = 'sqlite',
  ...options
}: { seed?: boolean; environment?: Record<string, string>; backend?: DatabaseBackend } & ComposeWayfinderOptions = {}): Promise<TestServices> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wayfinder-test-'));
  const scratch = backend === 'postgres' ? await createMigratedScratchDatabase() : undefined;
  const config: Config = loadConfig({
    WAYFINDER_DATA_DIR: dataDir,
    WAYFINDER_SEED: seed ? 'demo' : 'none',
    WAYFINDER_HTTP_ALLOWLIST: '127.0.0.1,localhost',
    LOG_LEVEL: 'silent',
    // Off unless a test turns it on: a test's earlier turns would otherwise teach its later ones.
    WAYFINDER_LEARNING: 'off',
    ...(scratch ? { WAYFINDER_DATABASE_URL: scratch.url } : {}),
    ...environment,
  });
  const services = await composeWayfinder(config, { logger: createLogger({ level: config.logLevel }), embedder: sharedLocalEmbedder(config), ...options });
  return {
    ...services,
    dataDir,
    call: toolCaller(services),
    async cleanup() {
      await services.close();
      await scratch?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
