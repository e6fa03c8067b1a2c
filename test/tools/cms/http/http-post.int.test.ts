import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalHttpServer, sendJson, startLocalHttpServer } from '../../../support/local-http-server.ts';
import { createTestServices, type TestServices } from '../../../support/test-services.ts';

let services: TestServices;
let server: LocalHttpServer;

beforeAll(async () => {
  server = await startLocalHttpServer((request, response) => {
    if (request.url === '/fail') return void response.writeHead(502, { 'content-type': 'text/plain' }).end('upstream down');
    sendJson(response, { received: request.body, contentType: request.headers['content-type'] ?? null }, 201);
  });
  services = await createTestServices({ seed: false });
});

afterAll(async () => {
  await services.cleanup();
  await server.close();
});

describe('http_post', () => {
  it("is a moderate-risk tool in the http category that needs the editor's approval", () => {
    expect(services.tools.find((tool) => tool.name === 'http_post')).toMatchObject({ category: 'http', risk: 'moderate', requiresConfirmation: true });
  });

  it('sends an object body as JSON and returns the parsed answer', async () => {
    const result = await services.call('http_post', { url: `${server.url}/hooks`, body: { title: 'Hello' }, query: { source: 'wayfinder' } });
    expect(result).toMatchObject({ status: 201, ok: true, body: { received: '{"title":"Hello"}', contentType: 'application/json' } });
    expect(server.requests.at(-1)).toMatchObject({ method: 'POST', path: '/hooks?source=wayfinder' });
  });

  it('sends a string body as text, or with the content type asked for', async () => {
    expect((await services.call('http_post', { url: `${server.url}/text`, body: 'plain words' })).body).toEqual({
      received: 'plain words',
      contentType: 'text/plain; charset=utf-8',
    });
    const form = await services.call('http_post', {
      url: `${server.url}/form`,
      body: 'a=1&b=2',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(form.body).toEqual({ received: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded' });
  });

  it('reports a 5xx answer as a retryable error', async () => {
    const result = await services.call('http_post', { url: `${server.url}/fail`, body: {} });
    expect(result.error).toMatchObject({ type: 'TRANSIENT', retryable: true, message: expect.stringContaining('502') });
  });

  it('refuses a private address before sending anything', async () => {
    const result = await services.call('http_post', { url: 'http://10.0.0.8/hook', body: { secret: true } });
    expect(result.error).toMatchObject({ type: 'PERMISSION', message: expect.stringContaining('private network') });
  });

  it('rejects headers the client must set itself and a body of the wrong kind', async () => {
    const result = await services.call('http_post', { url: `${server.url}/x`, body: 42, headers: { Host: 'evil.example' } });
    expect(result.error.type).toBe('VALIDATION');
    expect(result.error.fields.map((problem: { field: string }) => problem.field)).toEqual(['body']);
    const headers = await services.call('http_post', { url: `${server.url}/x`, headers: { Host: 'evil.example', 'Transfer-Encoding': 'chunked' } });
    expect(headers.error.fields.map((problem: { field: string }) => problem.field)).toEqual(['headers.Host', 'headers.Transfer-Encoding']);
  });
});
