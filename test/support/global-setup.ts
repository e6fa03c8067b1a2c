import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { loadConfig } from '../../server/config.ts';
import { createLogger } from '../../server/logger.ts';
import { createServices } from '../../server/services/container.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Data directories built once per run: `seeded` has the demo site, `empty` only the tool vectors. */
    dataTemplates: { seeded: string; empty: string };
  }
}

/**
 * Builds the expensive parts once per test run — the embedded demo site and the tool vector index —
 * as real data directories made by the real container. Each test copies one instead of re-embedding.
 */
export default async function setup(project: TestProject) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'wayfinder-templates-'));
  const build = async (name: string, seed: 'demo' | 'none') => {
    const dataDir = path.join(root, name);
    const config = loadConfig({ WAYFINDER_DATA_DIR: dataDir, WAYFINDER_SEED: seed, WAYFINDER_TOKENS: 'template:template-token-unused', LOG_LEVEL: 'silent' });
    const services = await createServices(config, { logger: createLogger({ level: 'silent' }) });
    await services.close();
    return dataDir;
  };
  const empty = await build('empty', 'none');
  const seeded = await build('seeded', 'demo');
  project.provide('dataTemplates', { seeded, empty });
  return () => fs.rmSync(root, { recursive: true, force: true });
}
