import fs from 'node:fs';
import path from 'node:path';
import { connect } from '@lancedb/lancedb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../../server/logger.ts';
import type { ContentIndex } from '../../../server/services/content-index/content-index.ts';
import { openLanceContentIndex } from '../../../server/services/content-index/lance-content-index.ts';
import type { Embedder } from '../../../server/services/embeddings/embedder.ts';
import { createTestServices, type TestServices } from '../../support/test-services.ts';
import { createSmallSite } from '../../tools/cms/search/search-fixtures.ts';

describe('openLanceContentIndex', () => {
  let services: TestServices;
  let directoryCount = 0;
  const logger = createLogger({ level: 'silent' });
  const opened: ContentIndex[] = [];

  /** A second index over the same store, in its own directory: it hears no writes, so only ensureUpToDate fills it. */
  const openIndex = async (directory: string, embedder: Embedder = services.embedder) => {
    const index = await openLanceContentIndex({ directory, embedder, store: services.store, logger });
    opened.push(index);
    return index;
  };
  const freshDirectory = () => path.join(services.dataDir, `index-${++directoryCount}`);
  const renamed = (modelId: string): Embedder => ({ modelId, embed: (values, options) => services.embedder.embed(values, options) });

  beforeAll(async () => {
    services = await createTestServices({ seed: false });
    await createSmallSite(services.store);
  });
  afterAll(async () => {
    for (const index of opened) index.close();
    await services.cleanup();
  });

  it('builds once, then trusts what is on disk, also after a restart', async () => {
    const directory = freshDirectory();
    const documents = await services.store.contentCatalog.countDocuments();
    const first = await openIndex(directory);
    expect(await first.ensureUpToDate()).toEqual({ rebuilt: true, documents });
    expect(await first.ensureUpToDate()).toEqual({ rebuilt: false, documents });
    first.close();

    const reopened = await openIndex(directory);
    expect(await reopened.ensureUpToDate()).toEqual({ rebuilt: false, documents });
    const [best] = await reopened.search({ query: 'kayaks on a lake', limit: 1 });
    expect(best).toMatchObject({ type: 'image', title: 'kayak-lake.png' });
  });

  it('rebuilds when the embedding model changes', async () => {
    const directory = freshDirectory();
    await (await openIndex(directory)).ensureUpToDate();
    const other = await openIndex(directory, renamed('local:another-model'));
    expect(await other.ensureUpToDate()).toMatchObject({ rebuilt: true });
    expect(await other.ensureUpToDate()).toMatchObject({ rebuilt: false });
  });

  it('indexes, after a restart, an edit whose indexing never ran: the outbox keeps it', async () => {
    const directory = freshDirectory();
    const index = await openIndex(directory);
    await index.ensureUpToDate();
    index.close();
    // Written through the store while this index is closed, as if the process died after the commit. An
    // update: the document count stays the same, so comparing counts alone would never notice it.
    const page = (await services.store.pages.list())[0]!;
    await services.store.pages.update(page.id, { title: 'Avalanche Safety Courses', metaDescription: 'Avalanche safety and ice climbing.' });
    const reopened = await openIndex(directory);
    expect(await reopened.ensureUpToDate()).toMatchObject({ rebuilt: false });
    const [best] = await reopened.search({ query: 'avalanche safety', types: ['page'], limit: 1 });
    expect(best).toMatchObject({ type: 'page', id: page.id, title: 'Avalanche Safety Courses' });
  });

  it('rebuilds when rows went missing from the index', async () => {
    const directory = freshDirectory();
    const index = await openIndex(directory);
    await index.ensureUpToDate();
    index.close();
    const table = await (await connect(directory)).openTable('content');
    await table.delete("type = 'page'");
    table.close();
    const reopened = await openIndex(directory);
    expect(await reopened.ensureUpToDate()).toMatchObject({ rebuilt: true, documents: await services.store.contentCatalog.countDocuments() });
    expect(await reopened.search({ query: 'avalanche safety', types: ['page'], limit: 1 })).toHaveLength(1);
  });

  it('rebuilds a damaged table instead of failing', async () => {
    const directory = freshDirectory();
    const index = await openIndex(directory);
    await index.ensureUpToDate();
    index.close();
    fs.rmSync(path.join(directory, 'content.lance', '_versions'), { recursive: true, force: true });
    const reopened = await openIndex(directory);
    expect(await reopened.ensureUpToDate()).toMatchObject({ rebuilt: true });
    expect(await reopened.search({ query: 'trail running shoes', limit: 1 })).toHaveLength(1);
  });

  it('rebuilds when vectors change length under the same model id', async () => {
    const directory = freshDirectory();
    await (await openIndex(directory)).ensureUpToDate();
    const shorter: Embedder = {
      modelId: services.embedder.modelId,
      embed: async (values) => (await services.embedder.embed(values)).map((vector) => vector.slice(0, 128)),
    };
    const index = await openIndex(directory, shorter);
    const [best] = await index.search({ query: 'kayaks on a lake', limit: 1 });
    expect(best).toMatchObject({ type: 'image', title: 'kayak-lake.png' });
  });

  it('keeps a write when the embedder is down, and indexes it once the embedder is back', async () => {
    let down = false;
    // The same embedder (model and languages), but down on demand: without its languages the tool index would
    // embed every language's phrases, a minute of work on a fresh clone's empty cache.
    const flaky: Embedder = {
      ...services.embedder,
      embed: async (values) => {
        if (down) throw new Error('embedding service unreachable');
        return services.embedder.embed(values);
      },
    };
    const outage = await createTestServices({ seed: false, embedder: flaky });
    try {
      down = true;
      const page = await outage.store.pages.create({ slug: 'glacier-walks', title: 'Glacier Walks', metaDescription: 'Crampons, crevasses and blue ice.' });
      expect(await outage.store.pages.getById(page.id)).toBeDefined();
      expect(await outage.call('search_vector', { query: 'walking on ice' })).toMatchObject({ error: { type: 'TRANSIENT', retryable: true } });

      down = false;
      const result = await outage.call('search_vector', { query: 'walking on a glacier', limit: 1 });
      expect(result.results[0]).toMatchObject({ type: 'page', id: page.id });
    } finally {
      await outage.cleanup();
    }
  });
});
