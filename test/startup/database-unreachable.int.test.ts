import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { startWayfinderProcess } from '../../scripts/support/wayfinder-process.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wayfinder-unreachable-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

it('stops with one line naming the database, not its password, when PostgreSQL cannot be reached', async () => {
  const started = startWayfinderProcess({
    environment: {
      WAYFINDER_DATA_DIR: dataDir,
      WAYFINDER_DATABASE_URL: 'postgres://editor:s3cret-pw@127.0.0.1:1/cms',
      WAYFINDER_TOKENS: 'ana:ana-token-0123456789',
    },
  });
  const error = await started.then(
    () => undefined,
    (failure: Error) => failure,
  );
  expect(error?.message).toMatch(/server exited \(1\)/);
  expect(error?.message).toContain('Cannot use PostgreSQL postgres://editor@127.0.0.1:1/cms');
  expect(error?.message).toContain('Check WAYFINDER_DATABASE_URL.');
  expect(error?.message).not.toContain('s3cret-pw');
  expect(error?.message).not.toMatch(/\n\s+at /);
}, 60_000);
