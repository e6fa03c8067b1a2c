import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BlockedAddressError } from '../../../server/services/http/http-errors.ts';
import { createGuardedFetch } from '../../../server/services/http/guarded-fetch.ts';
import { type LocalHttpServer, startLocalHttpServer } from '../../support/local-http-server.ts';

let server: LocalHttpServer;
beforeAll(async () => {
  server = await startLocalHttpServer((request, response) => {
    if (request.url === '/moved') response.writeHead(307, { location: 'http://169.254.169.254/latest/meta-data' }).end();
    else if (request.url === '/big') response.end('x'.repeat(5_000));
    else response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ heard: request.headers['x-api-key'] }));
  });
});
afterAll(() => server?.close());

const allowed = () => createGuardedFetch({ allowList: [`127.0.0.1:${server.port}`], maxResponseBytes: 1_000 });

describe('createGuardedFetch (MCP over HTTP)', () => {
  it('reaches an allow-listed loopback server with the headers it is given', async () => {
    const response = await allowed()(`${server.url}/mcp`, { method: 'POST', headers: { 'x-api-key': 'k' }, body: '{}' });
    expect(await response.json()).toEqual({ heard: 'k' });
  });

  it('refuses a loopback server that is not allow-listed before sending anything', async () => {
    const before = server.requests.length;
    const refused = await createGuardedFetch({ allowList: [], maxResponseBytes: 1_000 })(`${server.url}/mcp`).catch((error: unknown) => error);
    expect(BlockedAddressError.isInstance(refused)).toBe(true);
    expect(server.requests).toHaveLength(before);
  });

  it('hands a redirect back instead of following it, so each hop is checked by whoever follows it', async () => {
    const response = await allowed()(`${server.url}/moved`);
    expect(response.status).toBe(307);
    expect(response.headers.get('location')).toBe('http://169.254.169.254/latest/meta-data');
  });

  it('stops reading a body past the limit, and refuses credentials in the URL', async () => {
    const big = await allowed()(`${server.url}/big`);
    await expect(big.text()).rejects.toThrow('larger than 1000 bytes');
    await expect(allowed()(`http://user:secret@127.0.0.1:${server.port}/mcp`)).rejects.toThrow('credentials in the URL are not allowed');
  });
});
