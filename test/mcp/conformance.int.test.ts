import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import { type BearerProxy, startBearerProxy } from '../support/bearer-proxy.ts';
import { createTestServices, type TestServices } from '../support/test-services.ts';

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
  let server: ServerType;
  let proxy: BearerProxy;
  const stopping = new AbortController();

  beforeAll(async () => {
    services = await createTestServices({ seed: false, environment: { WAYFINDER_TOKENS: `alice:${TOKEN}` } });
    server = serve({ fetch: createApp(services, { shutdownSignal: stopping.signal }).fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    proxy = await startBearerProxy({ target: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, token: TOKEN });
  });

  afterAll(async () => {
    await proxy?.close();
    const closed = new Promise((resolve) => server?.close(resolve));
    stopping.abort();
    await closed;
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
