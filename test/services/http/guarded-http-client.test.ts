import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGuardedHttpClient, type GuardedHttpClientOptions } from '../../../server/services/http/guarded-http-client.ts';
import type { HostLookup } from '../../../server/services/http/guarded-lookup.ts';
import { toToolError } from '../../../server/tools/tool-error.ts';
import { type LocalHttpServer, sendHtml, sendJson, startLocalHttpServer } from '../../support/local-http-server.ts';

/** Resolves only the names a test lists; anything else fails loudly instead of reaching real DNS. */
function fakeLookup(table: Record<string, string[]>): HostLookup & { calls: string[] } {
  const calls: string[] = [];
  const lookup = async (hostname: string) => {
    calls.push(hostname);
    const addresses = table[hostname];
    if (!addresses) throw Object.assign(new Error(`no such test host ${hostname}`), { code: 'ENOTFOUND' });
    return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
  return Object.assign(lookup, { calls });
}

function client(options: Partial<GuardedHttpClientOptions> = {}) {
  return createGuardedHttpClient({ allowList: ['127.0.0.1'], timeoutMs: 5_000, maxResponseBytes: 4_096, lookup: fakeLookup({}), ...options });
}

async function failure(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    return toToolError(error).error;
  }
  throw new Error('expected the request to fail');
}

let server: LocalHttpServer;
let otherOrigin: LocalHttpServer;

beforeAll(async () => {
  otherOrigin = await startLocalHttpServer((request, response) => sendJson(response, { authorization: request.headers.authorization ?? null }));
  server = await startLocalHttpServer((request, response) => {
    const path = request.url ?? '/';
    if (path === '/json') return sendJson(response, { hello: 'world' });
    if (path === '/page') return sendHtml(response, '<html><body><p>Hi</p></body></html>');
    if (path === '/png') return void response.writeHead(200, { 'content-type': 'image/png' }).end(Buffer.alloc(300, 1));
    if (path === '/echo') return sendJson(response, { method: request.method, body: request.body, authorization: request.headers.authorization ?? null });
    if (path === '/big') return void response.writeHead(200, { 'content-type': 'text/plain' }).end('x'.repeat(10_000));
    if (path === '/big-chunked') {
      response.writeHead(200, { 'content-type': 'text/plain' });
      for (let chunk = 0; chunk < 10; chunk++) response.write('y'.repeat(1_000));
      return void response.end();
    }
    if (path === '/stall') return; // never answers
    if (path === '/broken') return void response.writeHead(503, { 'content-type': 'text/plain' }).end('maintenance');
    if (path === '/see-other') return void response.writeHead(303, { location: '/echo' }).end();
    if (path === '/to-other-origin') return void response.writeHead(307, { location: `${otherOrigin.url}/` }).end();
    if (path.startsWith('/loop')) return void response.writeHead(302, { location: `/loop${path.length}` }).end();
    if (path.startsWith('/redirect?to=')) return void response.writeHead(302, { location: decodeURIComponent(path.slice('/redirect?to='.length)) }).end();
    response.writeHead(404, { 'content-type': 'text/plain' }).end('not here');
  });
});

afterAll(async () => {
  await server.close();
  await otherOrigin.close();
});

describe('address guard', () => {
  it.each([
    ['loopback', 'http://127.0.0.1:9/', /loopback/],
    ['10/8', 'http://10.0.0.1/', /private network/],
    ['172.16/12', 'http://172.16.5.4/', /private network/],
    ['192.168/16', 'http://192.168.1.1/', /private network/],
    ['cloud metadata', 'http://169.254.169.254/latest/meta-data/', /link-local/],
    ['IPv6 loopback', 'http://[::1]/', /loopback/],
    ['IPv6 unique-local', 'http://[fd12:3456::1]/', /unique-local/],
    ['IPv6 link-local', 'http://[fe80::1]/', /link-local/],
    ['IPv4-mapped private', 'http://[::ffff:10.0.0.1]/', /private network/],
    ['unspecified', 'http://0.0.0.0/', /unspecified/],
    ['CGNAT', 'http://100.64.0.1/', /carrier-grade NAT/],
    ['multicast', 'http://224.0.0.1/', /multicast/],
    ['broadcast', 'http://255.255.255.255/', /broadcast/],
    ['reserved', 'http://240.0.0.1/', /reserved/],
  ])('refuses %s addresses with a PERMISSION error naming the class', async (_name, url, addressClass) => {
    const error = await failure(client({ allowList: [] }).request({ url }));
    expect(error).toMatchObject({ type: 'PERMISSION', retryable: false, message: expect.stringMatching(addressClass) });
  });

  it('refuses before connecting: a local server that is not allow-listed never sees the request', async () => {
    const error = await failure(client({ allowList: [] }).request({ url: `${server.url}/json` }));
    expect(error.type).toBe('PERMISSION');
    expect(server.requests.filter((request) => request.path === '/json' && request.method === 'GET')).toHaveLength(0);
  });

  it('refuses a hostname that resolves to a private address', async () => {
    const lookup = fakeLookup({ 'intranet.example': ['10.1.2.3'] });
    const error = await failure(client({ lookup }).request({ url: 'http://intranet.example/admin' }));
    expect(error).toMatchObject({ type: 'PERMISSION', message: expect.stringContaining('10.1.2.3') });
    expect(lookup.calls).toEqual(['intranet.example']);
  });

  it('refuses a hostname when any one of its addresses is private', async () => {
    const lookup = fakeLookup({ 'mixed.example': ['93.184.216.34', '192.168.0.10'] });
    const error = await failure(client({ lookup }).request({ url: 'https://mixed.example/' }));
    expect(error).toMatchObject({ type: 'PERMISSION', message: expect.stringContaining('192.168.0.10') });
  });

  it.each([
    ['a private IPv4 address', 'http://10.0.0.5/secret', /private network/],
    ['the cloud metadata address', 'http://169.254.169.254/latest/meta-data/', /link-local/],
    ['a name resolving to a private address', 'http://intranet.example/', /private network/],
  ])('refuses a redirect from an allowed host to %s', async (_name, target, addressClass) => {
    const lookup = fakeLookup({ 'intranet.example': ['10.1.2.3'] });
    const error = await failure(client({ lookup }).request({ url: `${server.url}/redirect?to=${encodeURIComponent(target)}` }));
    expect(error).toMatchObject({ type: 'PERMISSION', message: expect.stringMatching(addressClass) });
  });

  it('exempts allow-listed hosts, by IP, by host:port, and by name', async () => {
    expect((await client({ allowList: ['127.0.0.1'] }).request({ url: `${server.url}/json` })).status).toBe(200);
    expect((await client({ allowList: [`127.0.0.1:${server.port}`] }).request({ url: `${server.url}/json` })).status).toBe(200);
    const byName = client({ allowList: ['app.internal'], lookup: fakeLookup({ 'app.internal': ['127.0.0.1'] }) });
    expect((await byName.request({ url: `http://app.internal:${server.port}/json` })).body).toEqual({ kind: 'json', value: { hello: 'world' } });
  });

  it('does not exempt the same host on another port', async () => {
    const error = await failure(client({ allowList: ['127.0.0.1:1'] }).request({ url: `${server.url}/json` }));
    expect(error.type).toBe('PERMISSION');
  });

  it('connects to the address it checked, without resolving the name again (DNS rebinding)', async () => {
    let answers = 0;
    const lookup: HostLookup = async () => {
      answers += 1;
      if (answers > 1) throw new Error('a second resolution could have returned a different address');
      return [{ address: '127.0.0.1', family: 4 }];
    };
    const response = await client({ allowList: ['rebind.example'], lookup }).request({ url: `http://rebind.example:${server.port}/json` });
    expect(response.status).toBe(200);
    expect(answers).toBe(1);
  });
});

describe('responses', () => {
  it('parses JSON, decodes HTML as text and describes binary bodies by type and size', async () => {
    const http = client();
    expect((await http.request({ url: `${server.url}/json` })).body).toEqual({ kind: 'json', value: { hello: 'world' } });
    const page = await http.request({ url: `${server.url}/page` });
    expect(page).toMatchObject({ status: 200, contentType: 'text/html', body: { kind: 'text', text: expect.stringContaining('<p>Hi</p>') } });
    expect((await http.request({ url: `${server.url}/png` })).body).toEqual({ kind: 'binary', contentType: 'image/png', sizeBytes: 300 });
  });

  it('returns 4xx responses to the caller', async () => {
    expect(await client().request({ url: `${server.url}/missing` })).toMatchObject({ status: 404, body: { kind: 'text', text: 'not here' } });
  });

  it('stops reading past the size limit, whether or not the length was declared', async () => {
    for (const path of ['/big', '/big-chunked']) {
      const error = await failure(client({ maxResponseBytes: 2_048 }).request({ url: `${server.url}${path}` }));
      expect(error).toMatchObject({ type: 'PERMISSION', message: expect.stringContaining('2048-byte limit') });
    }
  });

  it('gives up on a server that stalls, as a retryable error', async () => {
    const error = await failure(client({ timeoutMs: 300 }).request({ url: `${server.url}/stall` }));
    expect(error).toMatchObject({ type: 'TRANSIENT', retryable: true, message: expect.stringContaining('did not answer') });
  });

  it('reports server errors and refused connections as retryable', async () => {
    expect(await failure(client().request({ url: `${server.url}/broken` }))).toMatchObject({ type: 'TRANSIENT', message: expect.stringContaining('503') });
    const closed = await startLocalHttpServer(() => {});
    await closed.close();
    expect(await failure(client().request({ url: `${closed.url}/` }))).toMatchObject({ type: 'TRANSIENT', retryable: true });
  });

  it('rejects header names and values that could smuggle a second header', async () => {
    const error = await failure(client().request({ url: `${server.url}/json`, headers: { 'X-Note': 'a\r\nHost: evil.example', 'Bad Name': 'x' } }));
    expect(error).toMatchObject({ type: 'VALIDATION', fields: [{ field: 'headers.X-Note' }, { field: 'headers.Bad Name' }] });
  });

  it('rejects URLs that are not http(s)', async () => {
    const error = await failure(client().request({ url: 'file:///etc/passwd' }));
    expect(error).toMatchObject({ type: 'VALIDATION', fields: [{ field: 'url', message: expect.stringContaining('http') }] });
  });
});

describe('redirects', () => {
  it('follows a 303 after a POST as a GET without the body', async () => {
    const response = await client().request({ url: `${server.url}/see-other`, method: 'POST', body: 'data', headers: { 'content-type': 'text/plain' } });
    expect(response).toMatchObject({
      url: `${server.url}/echo`,
      redirects: [`${server.url}/echo`],
      body: { kind: 'json', value: { method: 'GET', body: '' } },
    });
  });

  it('drops the Authorization header when a redirect leaves the origin', async () => {
    const response = await client().request({ url: `${server.url}/to-other-origin`, headers: { authorization: 'Bearer secret' } });
    expect(response.body).toEqual({ kind: 'json', value: { authorization: null } });
  });

  it('stops after five redirects', async () => {
    const error = await failure(client().request({ url: `${server.url}/loop` }));
    expect(error).toMatchObject({ type: 'VALIDATION', fields: [{ field: 'url', message: expect.stringContaining('more than 5') }] });
  });
});
