import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../server/config.ts';
import { createLogger } from '../../server/logger.ts';
import { composeWayfinder } from '../../server/compose.ts';

const WARMED = 'WAYFINDER_TEST_EMBEDDING_CACHE_WARMED';

/**
 * Global setup of the projects whose tests build real services: builds the demo site and the tool
 * index once, so the shared embedding cache holds their vectors before the test workers start
 * (on a cold cache each worker would otherwise load the model and embed the same texts at once).
 * On a warm cache this takes under a second.
 */
export default async function warmEmbeddingCache() {
  // Three projects name this setup and vitest runs each project's, one after the other, in this process.
  if (process.env[WARMED]) return;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wayfinder-warm-'));
  try {
    const config = loadConfig({ WAYFINDER_DATA_DIR: dataDir, WAYFINDER_TOKENS: 'warm:warm-token-0123456789', LOG_LEVEL: 'silent' });
    const services = await composeWayfinder(config, { logger: createLogger({ level: 'silent' }) });
    await services.close();
    process.env[WARMED] = 'true';
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
