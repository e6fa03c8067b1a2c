import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BearerProxy, startBearerProxy } from '../support/bearer-proxy.ts';
import { createTestServices, type TestServices } from '../support/test-services.ts';
import { type ServedApp, serveApp } from '../support/serve-app.ts';

const TOKEN = 'alice-token-0123456789';
const ROOT = path.resolve(import.meta.dirname, '../..');
// The official suite (a devDependency); MCP_CONFORMANCE_BIN points at another install of it.
const INSTALLED = path.join(ROOT, 'node_modules', '.bin', 'conformance');
const BIN = process.env.MCP_CONFORMANCE_BIN ?? (fs.existsSync(INSTALLED) ? INSTALLED : undefined);
/**
 * The suite's active scenarios run in one start of its CLI; those Wayfinder cannot pass are listed, each
 * with its reason, in conformance-expected-failures.yaml (docs/mcp.md repeats the list). The CLI fails on
 * a listed scenario that passes as well as on an unlisted one that fails, so the list stays true.
 */
const EXPECTED_FAILURES = path.join(import.meta.dirname, 'conformance-expected-failures.yaml');

// Under CI the suite is installed (npm ci), so a missing one fails the run instead of skipping it.
const describeWithSuite = BIN || process.env.CI ? describe : describe.skip;

describeWithSuite('MCP conformance suite (@modelcontextprotocol/conformance, server mode) against /mcp', () => {
  let services: TestServices;
  let app: ServedApp;
  let proxy: BearerProxy;

  beforeAll(async () => {
    services = await createTestServices({ seed: false, environment: { WAYFINDER_TOKENS: `alice:${TOKEN}` } });
    app = await serveApp(services);
    proxy = await startBearerProxy({ target: app.baseUrl, token: TOKEN });
  });

  afterAll(async () => {
    await proxy?.close();
    await app?.close();
    await services?.cleanup();
  });

  it('passes every active scenario except those listed with a reason', async () => {
    expect(BIN, 'npm ci installs @modelcontextprotocol/conformance').toBeDefined();
    const results = fs.mkdtempSync(path.join(os.tmpdir(), 'wayfinder-conformance-'));
    const run: { code?: number; stdout?: string; stderr?: string } = await promisify(execFile)(
      BIN!,
      ['server', '--url', `${proxy.url}/mcp`, '--suite', 'active', '--expected-failures', EXPECTED_FAILURES, '--output-dir', results],
      { timeout: 240_000 },
    ).catch((error) => error);
    fs.rmSync(results, { recursive: true, force: true });
    expect(run.code ?? 0, `${run.stdout}\n${run.stderr}`).toBe(0);
  }, 300_000);
});
