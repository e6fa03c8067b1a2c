import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TransientError } from '../../../server/errors/cms-errors.ts';
import { createGuardedFetch } from '../../../server/services/http/guarded-fetch.ts';
import { createMetrics } from '../../../server/services/metrics/metrics.ts';
import { type McpServerListing, openMcpServerConnection } from '../../../server/services/mcp-servers/mcp-server-connection.ts';
import type { McpServerOptions } from '../../../server/services/mcp-servers/mcp-server-options.ts';
import { type CatalogueServers, serveToolCatalogues } from '../../../scripts/support/catalogue-mcp-server.ts';
import { freePort } from '../../../scripts/support/npm-mcp-servers.ts';
import { captureLogs } from '../../support/captured-logs.ts';

const entries = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, index) => ({ name: `${prefix}_${index}`, description: `Tool number ${index} of ${prefix}.` }));

let catalogues: CatalogueServers;
beforeAll(async () => {
  catalogues = await serveToolCatalogues({ catalogues: { crm: entries('crm', 1_200), blocked: entries('blocked', 2) }, pageSize: 500 });
});
afterAll(() => catalogues?.close());

const httpServer = (name: string, url: string, secrets: string[] = []): McpServerOptions => ({
  name,
  transport: { kind: 'http', url, headers: {} },
  secrets,
  shownAs: url,
});

const open = (server: McpServerOptions, { allowList = ['127.0.0.1'], logs = captureLogs('debug') } = {}) => {
  const connection = openMcpServerConnection({
    server,
    fetch: createGuardedFetch({ allowList, maxResponseBytes: 10_000_000 }),
    logger: logs.logger,
    metrics: createMetrics(),
    timing: { firstRetryMs: 50, maxRetryMs: 200, callReconnectMs: 0, relistDebounceMs: 20 },
  });
  const listings: McpServerListing[] = [];
  connection.onListed((listing) => listings.push(listing));
  return { connection, listings, logs };
};

const eventually = async (check: () => boolean, what: string) => {
  for (let waited = 0; waited < 5_000; waited += 20) {
    if (check()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`timed out waiting for ${what}`);
};

describe('a connection to an external MCP server', () => {
  it('lists every page of a long listing, with the instructions, and lists again on tools/list_changed', async () => {
    const { connection, listings } = open(httpServer('crm', catalogues.urlOf('crm')));
    await connection.firstAttempt;
    expect(connection.status()).toEqual({ server: 'crm', state: 'ready' });
    expect(listings[0]!.tools).toHaveLength(1_200);
    expect(listings[0]!.instructions).toBe('Tools of the crm system.');
    await catalogues.addTool('crm', { name: 'crm_new', description: 'A tool added while connected.' });
    await eventually(() => listings.length === 2, 'the second listing');
    expect(listings[1]!.tools.at(-1)!.name).toBe('crm_new');
    await connection.close();
  });

  it('reconnects and sends a call again when the server forgot the session (it restarted): nothing had run', async () => {
    const { connection } = open(httpServer('crm', catalogues.urlOf('crm')));
    await connection.firstAttempt;
    await catalogues.forgetSessions();
    const result = await connection.callTool({ tool: 'crm_7', arguments: { id: 1 }, mayChange: false });
    expect(result.content).toEqual([{ type: 'text', text: 'crm_7 ran with {"id":1}' }]);
    expect(catalogues.calls.filter((call) => call.tool === 'crm_7')).toHaveLength(1);
    await connection.close();
  });

  it('never reaches a loopback server that is not allow-listed, saying how to allow it, and keeps retrying without stopping anything', async () => {
    const before = catalogues.requests();
    const { connection, listings, logs } = open(httpServer('blocked', catalogues.urlOf('blocked')), { allowList: [] });
    await connection.firstAttempt;
    expect(connection.status()).toMatchObject({ server: 'blocked', state: 'down', lastError: expect.stringContaining('WAYFINDER_HTTP_ALLOWLIST') });
    await eventually(() => logs.entries('mcp_server_unreachable').length >= 2, 'a retry');
    const call = await connection.callTool({ tool: 'blocked_0', arguments: {}, mayChange: false }).catch((error: unknown) => error);
    expect(TransientError.isInstance(call)).toBe(true);
    expect(listings).toEqual([]);
    expect(catalogues.requests()).toBe(before);
    await connection.close();
  });

  it('keeps the secrets of a server that cannot be reached out of its log lines and errors', async () => {
    const port = await freePort();
    const secret = 'query-key-3d9e1c7a';
    const logs = captureLogs('debug');
    const { connection } = open(httpServer('analytics', `http://127.0.0.1:${port}/mcp?key=${secret}`, [secret]), { logs });
    await connection.firstAttempt;
    const stdio = openMcpServerConnection({
      server: {
        name: 'local',
        transport: { kind: 'stdio', command: `no-such-command-${secret}`, args: [], env: {} },
        secrets: [secret],
        shownAs: 'no-such-command-${KEY}',
      },
      fetch: createGuardedFetch({ allowList: [], maxResponseBytes: 1_000 }),
      logger: logs.logger,
      metrics: createMetrics(),
    });
    await stdio.firstAttempt;
    const call = await connection.callTool({ tool: 'x', arguments: {}, mayChange: false }).catch((error: unknown) => error as Error);
    expect(logs.entries('mcp_server_unreachable').map((entry) => entry.server)).toEqual(expect.arrayContaining(['analytics', 'local']));
    expect(logs.lines.join('\n')).not.toContain(secret);
    expect(String(call)).not.toContain(secret);
    expect(JSON.stringify(stdio.status())).not.toContain(secret);
    await Promise.all([connection.close(), stdio.close()]);
  });
});
