import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/support/global-setup.ts'],
    // Each test file builds its own SQLite store and LanceDB directory; the embedding model load is the slow part.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
  },
});
