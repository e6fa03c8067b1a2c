import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createScriptedModel } from '../../scripts/support/scripted-language-model.ts';
import { createTestServices, type TestServices } from '../support/test-services.ts';
import { type ServedApp, serveApp } from '../support/serve-app.ts';

const TOKEN = 'alice-token-0123456789';
const RUNS = 1_200;

let services: TestServices;
let app: ServedApp;
let baseUrl: string;

beforeAll(async () => {
  // A model that always just answers, so a request that happens to be valid ends quickly.
  const scripted = createScriptedModel(() => ({ text: 'ok' }));
  services = await createTestServices({
    languageModel: scripted.model,
    environment: { WAYFINDER_TOKENS: `alice:${TOKEN}`, WAYFINDER_MAX_BODY_BYTES: '200000' },
  });
  app = await serveApp(services);
  baseUrl = app.baseUrl;
});
afterAll(async () => {
  await app.close();
  await services.cleanup();
});

const oddText = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom('', ' ', '\u0000', '\u202e', '\ud800', '../../etc/passwd', '%2e%2e%2f', 'a'.repeat(5000), '🧗‍♀️', '<script>', "'; DROP TABLE pages; --"),
);
const deep = (depth: number, leaf: unknown) => Array.from({ length: depth }).reduce<unknown>((inner) => ({ a: [inner] }), leaf);
const anyValue = fc.oneof(
  fc.jsonValue({ maxDepth: 4 }),
  oddText,
  fc.integer({ min: 1, max: 1000 }).map((depth) => deep(depth, 'x')),
  fc.constant(null),
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 50 }),
);
const part = fc.oneof(
  fc.record(
    { type: fc.constantFrom('text', 'file', 'tool-cms_deletePage', 'tool-http_post', 'reasoning', 'step-start', 'bogus'), text: anyValue },
    { requiredKeys: ['type'] },
  ),
  fc.record({ type: fc.constant('file'), mediaType: oddText, url: fc.oneof(oddText, fc.webUrl(), fc.constant('data:text/plain,hi')) }),
  fc.record({
    type: fc.constant('tool-cms_deletePage'),
    toolCallId: oddText,
    state: fc.constantFrom('approval-responded', 'input-available', 'output-available'),
    input: anyValue,
    approval: anyValue,
  }),
  anyValue,
);
const message = fc.oneof(
  fc.record(
    {
      id: fc.oneof(oddText, anyValue),
      role: fc.constantFrom('user', 'assistant', 'system', 'wizard'),
      parts: fc.oneof(fc.array(part, { maxLength: 5 }), anyValue),
    },
    { requiredKeys: [] },
  ),
  anyValue,
);
const chatBody = fc.record(
  {
    id: fc.oneof(oddText, anyValue, fc.constantFrom('ok-session', 'a/b', '..', '%00')),
    message,
    messages: fc.oneof(fc.array(message, { maxLength: 4 }), anyValue),
    approvals: fc.oneof(fc.array(fc.record({ id: oddText, approved: fc.oneof(fc.boolean(), anyValue) }), { maxLength: 3 }), anyValue),
    trigger: fc.oneof(fc.constantFrom('submit-message', 'regenerate-message'), oddText),
    replaces: fc.oneof(oddText, anyValue),
  },
  { requiredKeys: [] },
);
const rawBody = fc.oneof(
  chatBody.map((body) => JSON.stringify(body)),
  fc.jsonValue().map((value) => JSON.stringify(value)),
  oddText,
  fc.constantFrom('{', '[]', 'null', '{"id":', '\u0000', ''),
);
// A lone surrogate cannot be percent-encoded as UTF-8; send the bytes a broken client would.
const encodeSegment = (text: string) => (!/[\ud800-\udfff]/.test(text) ? encodeURIComponent(text) : '%ED%A0%80');
const pathSegment = fc.oneof(oddText.map(encodeSegment), fc.constantFrom('..', '%2e%2e', '%00', 'a%2Fb', '.', 'ok-session'));
const request = fc.record({
  method: fc.oneof({ arbitrary: fc.constant('POST'), weight: 6 }, { arbitrary: fc.constantFrom('GET', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'), weight: 2 }),
  path: fc.oneof(
    { arbitrary: fc.constantFrom('/api/chat', '/api/tool-search'), weight: 8 },
    fc.constantFrom('/api/sessions', '/health', '/health/extraction', '/metrics', '/', '/index.html', '/assets/../../package.json'),
    pathSegment.map((id) => `/api/sessions/${id}`),
    pathSegment.map((id) => `/api/sessions/${id}/messages`),
    pathSegment.map((segment) => `/${segment}`),
  ),
  authorization: fc.oneof(
    { arbitrary: fc.constant(`Bearer ${TOKEN}`), weight: 8 },
    fc.constant(undefined),
    oddText,
    fc.constantFrom('Bearer ', 'Basic abc', `bearer ${TOKEN}`, `Bearer ${TOKEN}x`),
  ),
  contentType: fc.oneof(
    { arbitrary: fc.constant('application/json'), weight: 6 },
    fc.constant(undefined),
    fc.constantFrom('text/plain', 'multipart/form-data; boundary=x', 'application/json; charset=latin1', 'application/x-www-form-urlencoded'),
  ),
  body: rawBody,
});

it(`answers ${RUNS} generated malformed and odd requests over every route without a 5xx, and stays up`, async () => {
  const statuses = new Map<number, number>();
  await fc.assert(
    fc.asyncProperty(request, async ({ method, path, authorization, contentType, body }) => {
      const headers: Record<string, string> = {};
      // fetch refuses header values with control characters itself; those never reach a server either.
      if (authorization !== undefined && /^[\t\x20-\x7e]*$/.test(authorization)) headers.authorization = authorization;
      if (contentType) headers['content-type'] = contentType;
      const response = await fetch(`${baseUrl}${path}`, { method, headers, body: method === 'GET' || method === 'OPTIONS' ? undefined : body });
      await response.arrayBuffer();
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      expect(response.status, `${method} ${path} -> ${response.status}`).toBeLessThan(500);
    }),
    { numRuns: RUNS, seed: 20261123 },
  );
  const serverErrors = [...statuses].filter(([status]) => status >= 500).reduce((sum, [, count]) => sum + count, 0);
  expect(serverErrors).toBe(0);
  // The generator reaches the handlers, not only the auth check in front of them.
  expect(statuses.get(400) ?? 0).toBeGreaterThan(100);
  expect((await fetch(`${baseUrl}/health`)).status).toBe(200);
}, 240_000);
