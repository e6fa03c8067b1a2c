import { defineConfig } from 'vitest/config';
import { LongestFirstSequencer } from './test/support/longest-first-sequencer.ts';

/**
 * Four projects, so a fast loop runs only what it needs (`npm run test:fast`):
 * - fast: pure functions, and the CMS tools, preview and stores on in-memory SQLite (`createTestStore`); no global setup.
 * - integration (`*.int.test.ts`): real services (SQLite and PostgreSQL, LanceDB, the embedding model) in temp directories.
 * - browser: the chat page in headless Chromium against a real server (test/web/*.test.ts); tests of the page's
 *   modules (test/web/src/) are fast or integration tests like the server's.
 * - bench: the benchmark and evaluation harnesses on samples.
 * The projects that build services first warm the shared embedding cache, once per run.
 */
const warmCache = ['test/support/warm-embedding-cache.ts'];
// The store contract and the multi-process tests run on PostgreSQL too: a throw-away cluster when none is named.
const postgres = ['test/support/postgres-server.ts'];
const harness = ['test/scripts/**/*.test.ts'];
const pageInBrowser = ['test/web/*.test.ts'];

export default defineConfig({
  test: {
    pool: 'forks',
    // Vitest's default on 2 cores is one worker, which leaves a core idle while a test waits for PostgreSQL,
    // LanceDB, Chromium or a child process; most integration files spend much of their time waiting.
    maxWorkers: 2,
    // A worker keeps its loaded modules from one file to the next instead of importing the server again for each
    // (browser project: 67.7 → 61.5 s of CPU, bench: 33.9 → 27.0 s). Tests share no state through modules.
    isolate: false,
    sequence: { sequencer: LongestFirstSequencer },
    testTimeout: 60_000,
    hookTimeout: 120_000,
    projects: [
      { extends: true, test: { name: 'fast', include: ['test/**/*.test.ts'], exclude: ['**/*.int.test.ts', ...pageInBrowser, ...harness] } },
      {
        extends: true,
        test: { name: 'integration', include: ['test/**/*.int.test.ts'], exclude: pageInBrowser, globalSetup: [...postgres, ...warmCache] },
      },
      // A page's answer to a click goes through Chromium, the server and its database: on a loaded 2-core
      // machine that can take longer than expect.poll's default 1 s with nothing wrong.
      {
        extends: true,
        test: {
          name: 'browser',
          include: pageInBrowser,
          globalSetup: [...warmCache, 'test/support/build-chat-page.ts'],
          expect: { poll: { timeout: 10_000 } },
        },
      },
      { extends: true, test: { name: 'bench', include: harness, globalSetup: warmCache } },
    ],
  },
});
