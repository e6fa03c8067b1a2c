import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ContentTable, openContentTable } from '../../../server/services/content-index/content-table.ts';
import type { Embedder } from '../../../server/services/embeddings/embedder.ts';
import { applyContentChanges, rebuildContentTable } from '../../../server/services/content-index/write-content-table.ts';
import { createTestServices, type TestServices } from '../../support/test-services.ts';
import { createSmallSite } from '../../tools/cms/search/search-fixtures.ts';

describe('writing the content table', () => {
  let services: TestServices;
  let directoryCount = 0;
  const tables: ContentTable[] = [];
  const freshTable = async () => {
    const table = await openContentTable(path.join(services.dataDir, `table-${++directoryCount}`));
    tables.push(table);
    return table;
  };
  const pageChanges = async () => (await services.store.pages.list()).map((page) => ({ type: 'page' as const, id: page.id }));

  beforeAll(async () => {
    services = await createTestServices({ seed: false });
    await createSmallSite(services.store);
  });
  afterAll(async () => {
    for (const table of tables) table.close();
    await services.cleanup();
  });

  it('creates the table on the first changes, then updates it', async () => {
    const table = await freshTable();
    const options = { table, catalog: services.store.contentCatalog, embedder: services.embedder };
    const changes = await pageChanges();
    expect(await applyContentChanges({ changes, ...options })).toBe('noTable');
    expect(await (await table.open())?.countRows()).toBe(changes.length);
    expect(await applyContentChanges({ changes, ...options })).toBe('updated');
    expect(await (await table.open())?.countRows()).toBe(changes.length);
  });

  it('deletes the rows of items that no longer exist', async () => {
    const table = await freshTable();
    const options = { table, catalog: services.store.contentCatalog, embedder: services.embedder };
    await applyContentChanges({ changes: await pageChanges(), ...options });
    const before = await (await table.open())!.countRows();
    expect(await applyContentChanges({ changes: [{ type: 'page', id: 999_999 }, ...(await pageChanges()).slice(0, 1)], ...options })).toBe('updated');
    const gone = await services.store.pages.create({ slug: 'short-lived', title: 'Short lived' });
    await applyContentChanges({ changes: [{ type: 'page', id: gone.id }], ...options });
    await services.store.pages.delete(gone.id);
    await applyContentChanges({ changes: [{ type: 'page', id: gone.id }], ...options });
    expect(await (await table.open())!.countRows()).toBe(before);
  });

  it('writes nothing when the vectors have another length than the table’s', async () => {
    const table = await freshTable();
    const shorter: Embedder = {
      modelId: services.embedder.modelId,
      embed: async (values) => (await services.embedder.embed(values)).map((vector) => vector.slice(0, 16)),
    };
    await applyContentChanges({ changes: await pageChanges(), table, catalog: services.store.contentCatalog, embedder: services.embedder });
    const changes = await pageChanges();
    expect(await applyContentChanges({ changes, table, catalog: services.store.contentCatalog, embedder: shorter })).toBe('dimensionChanged');
    expect(table.dimension).not.toBe(16);
  });

  it('rebuilds one row per document, as of the newest outbox position', async () => {
    const table = await freshTable();
    const rebuilt = await rebuildContentTable({ table, catalog: services.store.contentCatalog, embedder: services.embedder });
    expect(rebuilt).toEqual({
      position: (await services.store.contentCatalog.outboxBounds()).newest,
      documents: await services.store.contentCatalog.countDocuments(),
    });
    expect(await (await table.open())?.countRows()).toBe(rebuilt.documents);
  });
});
