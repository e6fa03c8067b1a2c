import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findPostgresBinaries, startThrowawayPostgres, type ThrowawayPostgres } from '../../scripts/support/throwaway-postgres.ts';
import { createApp } from '../../server/app.ts';
import { createTestServices, type TestServices } from '../support/test-services.ts';
import { postgresServerUrl } from '../support/test-database.ts';

const TOKEN = 'ana-token-0123456789';
const binaries = findPostgresBinaries();

// A cluster of its own, so stopping it takes nothing from the other tests.
describe.skipIf(!binaries || !postgresServerUrl())('when PostgreSQL goes away under a running server', () => {
  let cluster: ThrowawayPostgres;
  let services: TestServices;

  beforeAll(async () => {
    cluster = await startThrowawayPostgres(binaries!);
    services = await createTestServices({ environment: { WAYFINDER_DATABASE_URL: cluster.url, WAYFINDER_TOKENS: `ana:${TOKEN}` } });
  }, 120_000);
  afterAll(async () => {
    await services?.cleanup().catch(() => {});
  });

  it('answers 503 with a reason to retry, and /health says the store is down', async () => {
    const app = createApp(services);
    const before = await app.request('/api/sessions', { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(before.status).toBe(200);
    cluster.stop();
    const during = await app.request('/api/sessions', { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(during.status).toBe(503);
    expect(during.headers.get('retry-after')).toBe('2');
    expect(await during.json()).toEqual({ error: { type: 'TRANSIENT', message: 'The database cannot be reached right now; retry shortly.' } });
    const health = await app.request('/health');
    expect(health.status).toBe(503);
    expect(await health.json()).toMatchObject({ status: 'degraded', store: { driver: 'postgres', ok: false } });
  }, 60_000);
});
