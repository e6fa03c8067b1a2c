import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openLanceContentIndex } from '../../../server/services/content-index/lance-content-index.ts';
import type { ContentCatalogRepository } from '../../../server/store/content-catalog-repository.ts';
import { captureLogs } from '../../support/captured-logs.ts';
import { createTestServices, type TestServices } from '../../support/test-services.ts';
import { createSmallSite } from '../../tools/cms/search/search-fixtures.ts';

describe('a closed content index', () => {
  let services: TestServices;

  beforeAll(async () => {
    services = await createTestServices({ seed: false });
    await createSmallSite(services.store);
  });
  afterAll(() => services.cleanup());

  it('does nothing more: a wake-up after close, with the store already closed too, neither reads nor warns', async () => {
    const logs = captureLogs('info');
    let storeClosed = false;
    const catalog = services.store.contentCatalog;
    const contentCatalog: ContentCatalogRepository = new Proxy(catalog, {
      get: (target, key: keyof ContentCatalogRepository) =>
        storeClosed ? () => Promise.reject(new Error('store closed')) : (target[key] as (...values: unknown[]) => unknown).bind(target),
    });
    const index = await openLanceContentIndex({
      directory: path.join(services.dataDir, 'closed'),
      embedder: services.embedder,
      store: { contentCatalog },
      logger: logs.logger,
    });
    await index.ensureUpToDate();
    index.close();
    storeClosed = true;
    await index.sync();
    expect(logs.entries().filter((entry) => entry.level === 40)).toEqual([]);
  });
});
