import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import { type CatalogueServers, serveToolCatalogues } from '../../scripts/support/catalogue-mcp-server.ts';
import { freePort } from '../../scripts/support/npm-mcp-servers.ts';
import { createTestServices, type TestServices } from '../support/test-services.ts';

let services: TestServices | undefined;
let late: CatalogueServers | undefined;
const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'wayfinder-follow-'));
afterAll(async () => {
  await services?.cleanup();
  await late?.close();
  fs.rmSync(directory, { recursive: true, force: true });
});

const eventually = async (check: () => boolean) => {
  for (let waited = 0; waited < 10_000 && !check(); waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
  expect(check()).toBe(true);
};

describe('a configured server that does not answer at start-up', () => {
  it('does not stop Wayfinder; its tools are absent until it answers, then found by tool_search', async () => {
    const port = await freePort();
    const file = path.join(directory, 'servers.json');
    fs.writeFileSync(file, JSON.stringify({ mcpServers: { tickets: { url: `http://127.0.0.1:${port}/tickets/mcp` } } }));
    services = await createTestServices({ seed: false, environment: { WAYFINDER_MCP_SERVERS: file }, mcpTiming: { firstRetryMs: 100, maxRetryMs: 200 } });
    expect([...services.toolCatalogue.names()].some((name) => name.startsWith('tickets__'))).toBe(false);
    const health = await (await createApp(services).request('/health')).json();
    expect(health.mcpServers).toEqual([
      { server: 'tickets', state: 'down', lastError: expect.stringContaining('ECONNREFUSED'), nextAttemptAt: expect.any(String) },
    ]);

    late = await serveToolCatalogues({
      catalogues: { tickets: [{ name: 'open_ticket', description: 'Open a support ticket for a customer problem.' }] },
      port,
    });
    await eventually(() => services!.toolCatalogue.get('tickets__open_ticket') !== undefined);
    await services.toolCatalogue.settled();
    const { tools } = await services.toolSearch.search({ query: 'open a support ticket', limit: 5 });
    expect(tools.map((tool) => tool.name)).toContain('tickets__open_ticket');
  });
});
