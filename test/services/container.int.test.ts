import { SCHEMA_MIGRATIONS } from '../../server/store/sql/schema-migrations.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServices, type TestServices } from '../support/test-services.ts';

describe('createServices', () => {
  let services: TestServices;
  beforeAll(async () => {
    services = await createTestServices({ seed: false });
  });
  afterAll(() => services.cleanup());

  it('opens a healthy SQLite store with the schema applied', async () => {
    const status = await services.store.status();
    expect(status).toMatchObject({ driver: 'sqlite', ok: true, schemaVersion: Math.max(...SCHEMA_MIGRATIONS.map((migration) => migration.id)) });
  });
});
