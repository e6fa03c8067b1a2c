import { afterAll, beforeAll, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import { userMessage } from '../support/chat-client.ts';
import { createTestServices, type TestServices } from '../support/test-services.ts';

let services: TestServices;
beforeAll(async () => {
  services = await createTestServices({ seed: false, environment: { WAYFINDER_TOKENS: 'alice:alice-token-0123456789' } });
});
afterAll(() => services.cleanup());

it('answers 503 naming the variable to set when no model is configured, while the rest keeps working', async () => {
  const app = createApp(services);
  const response = await app.request('/api/chat', {
    method: 'POST',
    headers: { authorization: 'Bearer alice-token-0123456789', 'content-type': 'application/json' },
    body: JSON.stringify({ id: 's', messages: [userMessage('hi')] }),
  });
  expect(response.status).toBe(503);
  expect((await response.json()).error.message).toContain('OPENROUTER_API_KEY');
  expect((await app.request('/health')).status).toBe(200);
});
