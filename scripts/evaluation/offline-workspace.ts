import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Config, loadConfig } from '../../server/config.ts';
import { createLogger, type Logger } from '../../server/logger.ts';
import { openConfiguredEmbedder } from '../../server/services/embeddings/open-configured-embedder.ts';

export type OfflineWorkspace = {
  config: Config;
  logger: Logger;
  embedder: ReturnType<typeof openConfiguredEmbedder>['embedder'];
  /** Where this run's LanceDB tables go. */
  lanceDirectory: string;
  /** Closes the embedder and removes the scratch directory. */
  close(): void;
};

/**
 * What an evaluation script works in: the configuration from the environment, with an empty site in a scratch
 * directory (nothing of `data/runtime` read or written), warnings-only logging unless LOG_LEVEL says otherwise,
 * and the configured embedder.
 */
export function openOfflineWorkspace(name: string): OfflineWorkspace {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), `wayfinder-${name}-`));
  const config = loadConfig({
    ...process.env,
    WAYFINDER_DATA_DIR: path.join(scratch, 'data'),
    WAYFINDER_SEED: 'none',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  });
  const { embedder, close: closeEmbedder } = openConfiguredEmbedder(config.embeddings);
  return {
    config,
    logger: createLogger({ level: config.logLevel }),
    embedder,
    lanceDirectory: path.join(scratch, 'lancedb'),
    close() {
      closeEmbedder();
      fs.rmSync(scratch, { recursive: true, force: true });
    },
  };
}
