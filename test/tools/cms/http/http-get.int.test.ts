import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalHttpServer, sendHtml, sendJson, startLocalHttpServer } from '../../../support/local-http-server.ts';
import { createTestServices, type TestServices } from '../../../support/test-services.ts';

let services: TestServices;
let server: LocalHttpServer;

beforeAll(async () => {
  server = await startLocalHttpServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://local');
    if (url.pathname === '/items') return sendJson(response, { page: url.searchParams.get('page'), items: ['a', 'b'] });
    if (url.pathname === '/long') return void response.writeHead(200, { 'content-type': 'text/plain' }).end('z'.repeat(5_000));
    if (url.pathname === '/article') return sendHtml(response, '<html><body><h1>Title</h1></body></html>');
    if (url.pathname === '/photo') return void response.writeHead(200, { 'content-type': 'image/jpeg' }).end(Buffer.alloc(700));
    if (url.pathname === '/deep')
      return void response.writeHead(200, { 'content-type': 'application/json' }).end(`${'['.repeat(200_000)}${']'.repeat(200_000)}`);
    if (url.pathname === '/moved') return void response.writeHead(301, { location: '/items?page=9' }).end();
    response.writeHead(404, { 'content-type': 'text/plain' }).end('no such item');
  });
  services = await createTestServices({ seed: false });
});

afterAll(async () => {
  await services.cleanup();
  await server.close();
});

describe('http_get', () => {
  it('refuses JSON nested 200,000 levels deep with a clear error instead of overflowing the stack', async () => {
    const result = await services.call('http_get', { url: `${server.url}/deep` });
    expect(result.error).toMatchObject({ type: 'PERMISSION', message: expect.stringContaining('nested 200000 levels deep'), retryable: false });
  });

  it('returns status, type, headers, the parsed JSON body and the time taken', async () => {
    const result = await services.call('http_get', { url: `${server.url}/items`, query: { page: 2 }, headers: { accept: 'application/json' } });
    expect(result).toMatchObject({
      url: `${server.url}/items?page=2`,
      status: 200,
      ok: true,
      contentType: 'application/json',
      headers: { 'content-type': 'application/json; charset=utf-8' },
      body: { page: '2', items: ['a', 'b'] },
      durationMs: expect.any(Number),
    });
    expect(server.requests.at(-1)?.headers.accept).toBe('application/json');
  });

  it('cuts long bodies and says so', async () => {
    const result = await services.call('http_get', { url: `${server.url}/long`, maxCharacters: 1_000 });
    expect(result.body).toHaveLength(1_000);
    expect(result.truncated).toContain('5000');
  });

  it('points to web_fetchContent for HTML and describes binary bodies instead of dumping them', async () => {
    expect(await services.call('http_get', { url: `${server.url}/article` })).toMatchObject({
      contentType: 'text/html',
      note: expect.stringContaining('web_fetchContent'),
    });
    expect(await services.call('http_get', { url: `${server.url}/photo` })).toMatchObject({
      body: null,
      note: expect.stringContaining('image/jpeg, 700 bytes'),
    });
  });

  it('follows redirects and reports the way it came', async () => {
    const result = await services.call('http_get', { url: `${server.url}/moved` });
    expect(result).toMatchObject({ url: `${server.url}/items?page=9`, redirectedVia: [`${server.url}/items?page=9`], body: { page: '9' } });
  });

  it('returns a 404 as a response, not an error', async () => {
    expect(await services.call('http_get', { url: `${server.url}/missing` })).toMatchObject({ status: 404, ok: false, body: 'no such item' });
  });

  it('refuses private addresses and cloud metadata with a PERMISSION error', async () => {
    for (const url of ['http://192.168.0.1/router', 'http://169.254.169.254/latest/meta-data/', 'http://[::1]/']) {
      const result = await services.call('http_get', { url });
      expect(result.error).toMatchObject({ type: 'PERMISSION', retryable: false });
    }
  });

  it('rejects a relative URL and a bad maxCharacters together', async () => {
    const result = await services.call('http_get', { url: 'items?page=1', maxCharacters: 5 });
    expect(result.error).toMatchObject({ type: 'VALIDATION', fields: [{ field: 'maxCharacters' }] });
    const relative = await services.call('http_get', { url: 'items?page=1' });
    expect(relative.error).toMatchObject({ type: 'VALIDATION', fields: [{ field: 'url', message: expect.stringContaining('absolute URL') }] });
  });
});
