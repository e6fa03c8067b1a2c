import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { createTestServices, type TestServices } from '../support/test-services.ts';

const TOKEN = 'alice-token-0123456789';
let services: TestServices;

beforeAll(async () => {
  services = await createTestServices({ seed: false, environment: { WAYFINDER_TOKENS: `alice:${TOKEN}` } });
});
afterAll(() => services.cleanup());

/** The app as configured by `environment` (listening on 127.0.0.1 unless HOST says otherwise). */
const appWith = (environment: Record<string, string> = {}) =>
  createApp({ ...services, config: { ...services.config, allowedHosts: loadConfig(environment).allowedHosts } });

const initialize = (app: ReturnType<typeof createApp>, url: string, headers: Record<string, string> = {}) =>
  app.request(url, {
    method: 'POST',
    headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...headers },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'initialize',
      params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'rebinding', version: '1' } },
    }),
  });

const searchTools = (app: ReturnType<typeof createApp>, url: string, headers: Record<string, string> = {}) =>
  app.request(url, {
    method: 'POST',
    headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query: 'delete a page' }),
  });

describe('Host and Origin (DNS-rebinding protection)', () => {
  it('on loopback, refuses a request whose Host names another site: 403, and no MCP session starts', async () => {
    const app = appWith();
    const rebound = await initialize(app, 'http://attacker.example:3000/mcp');
    expect(rebound.status).toBe(403);
    expect(rebound.headers.get('mcp-session-id')).toBeNull();
    expect((await rebound.json()).error.message).toContain('WAYFINDER_ALLOWED_HOSTS');
    expect((await searchTools(app, 'http://attacker.example:3000/api/tool-search')).status).toBe(403);
  });

  it("refuses a page of another origin, even on the server's own host", async () => {
    const app = appWith();
    const response = await initialize(app, 'http://localhost:3000/mcp', { origin: 'http://attacker.example' });
    expect(response.status).toBe(403);
    expect(response.headers.get('mcp-session-id')).toBeNull();
    expect((await searchTools(app, 'http://127.0.0.1:3000/api/tool-search', { origin: 'https://attacker.example' })).status).toBe(403);
  });

  it('answers the localhost names, with or without an Origin of them', async () => {
    const app = appWith();
    expect((await initialize(app, 'http://localhost:3000/mcp')).status).toBe(200);
    expect((await searchTools(app, 'http://127.0.0.1:3000/api/tool-search', { origin: 'http://localhost:5173' })).status).toBe(200);
    expect((await searchTools(app, 'http://[::1]:3000/api/tool-search')).status).toBe(200);
  });

  it('off loopback, answers any Host but only same-origin pages, unless WAYFINDER_ALLOWED_HOSTS names the hosts', async () => {
    const open = appWith({ HOST: '0.0.0.0' });
    expect((await searchTools(open, 'http://cms.example.org/api/tool-search')).status).toBe(200);
    expect((await searchTools(open, 'http://cms.example.org/api/tool-search', { origin: 'https://cms.example.org' })).status).toBe(200);
    expect((await searchTools(open, 'http://cms.example.org/api/tool-search', { origin: 'https://attacker.example' })).status).toBe(403);

    const named = appWith({ HOST: '0.0.0.0', WAYFINDER_ALLOWED_HOSTS: 'cms.example.org, editor.example.org' });
    expect((await searchTools(named, 'http://cms.example.org/api/tool-search', { origin: 'https://editor.example.org' })).status).toBe(200);
    expect((await searchTools(named, 'http://10.0.0.5/api/tool-search')).status).toBe(403);
  });
});
