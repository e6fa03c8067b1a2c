import { afterAll, beforeAll, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import { createTestServices, type TestServices } from '../support/test-services.ts';

const TOKEN = 'alice-token-0123456789';
const FIVE_MB = 5 * 1024 * 1024;
let services: TestServices;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  services = await createTestServices({ seed: false, environment: { WAYFINDER_TOKENS: `alice:${TOKEN}` } });
  app = createApp(services);
});
afterAll(() => services.cleanup());

/** Well-formed JSON of about 5 MB that each route would accept the shape of, were it read. */
const largeBody = (fields: object) => JSON.stringify({ ...fields, padding: 'x'.repeat(FIVE_MB) });

const headers = { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json', accept: 'application/json, text/event-stream' };

/** The same bytes as a stream of unknown length (chunked), so no Content-Length header can announce them. */
const streamed = (text: string) => {
  const bytes = new TextEncoder().encode(text);
  return new ReadableStream<Uint8Array>({
    start(controller) {
      for (let start = 0; start < bytes.length; start += 65_536) controller.enqueue(bytes.subarray(start, start + 65_536));
      controller.close();
    },
  });
};

it.each([
  ['/api/chat', { id: 'big-body', message: { id: 'm1', role: 'user', parts: [{ type: 'text', text: 'hi' }] } }],
  ['/api/chat/stop', { id: 'big-body' }],
  ['/api/changes/revert', { changeIds: [1] }],
  ['/api/tool-search', { query: 'delete a page' }],
  [
    '/mcp',
    { jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'x', version: '1' } } },
  ],
])('POST %s with a 5 MB body: 413 before the body is parsed, with or without Content-Length', async (path, fields) => {
  const body = largeBody(fields);
  const announced = await app.request(path, { method: 'POST', headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) }, body });
  expect(announced.status).toBe(413);
  const chunked = await app.request(path, { method: 'POST', headers, body: streamed(body), duplex: 'half' } as RequestInit);
  expect(chunked.status).toBe(413);
});
