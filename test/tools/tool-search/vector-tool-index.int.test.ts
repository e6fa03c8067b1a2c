import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../../server/logger.ts';
import { createEmbedder, type Embedder } from '../../../server/services/embeddings/embedder.ts';
import { createLocalSentenceEncoder } from '../../../server/services/embeddings/local-sentence-encoder.ts';
import { createKeywordIndex } from '../../../server/tools/tool-search/keyword-index.ts';
import type { SearchableTool } from '../../../server/tools/tool-search/searchable-tool.ts';
import { smartToolSearch } from '../../../server/tools/tool-search/smart-tool-search.ts';
import { openVectorToolIndex } from '../../../server/tools/tool-search/vector-tool-index.ts';

const logger = createLogger({ level: 'silent' });
const realEmbedder = createEmbedder(createLocalSentenceEncoder());
const directories: string[] = [];
afterAll(() => directories.forEach((directory) => fs.rmSync(directory, { recursive: true, force: true })));

function scratchDirectory() {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'tool-vectors-'));
  directories.push(directory);
  return directory;
}

/** The real embedder, counting how many texts it is asked to embed. */
function countingEmbedder(modelId = realEmbedder.modelId): Embedder & { embedded: number } {
  const counter = {
    modelId,
    embedded: 0,
    async embed(values: string[]) {
      counter.embedded += values.length;
      return realEmbedder.embed(values);
    },
  };
  return counter;
}

const tools: SearchableTool[] = [
  {
    name: 'cms_searchImages',
    description: 'Search the image library by what the pictures show.',
    parameters: [],
    phrases: { en: ['find a photo that looks like'] },
  },
  { name: 'cms_publishPost', description: 'Publish a blog post.', parameters: [] },
  { name: 'web_quickSearch', description: 'Search the internet for current information.', parameters: [] },
];

describe('openVectorToolIndex', () => {
  it('embeds every tool text on first build, then nothing when the tools have not changed', async () => {
    const directory = scratchDirectory();
    const first = countingEmbedder();
    const cold = await openVectorToolIndex({ directory, tools, embedder: first, logger });
    expect(cold.build).toMatchObject({ rebuiltAll: true, rowsEmbedded: 4 });
    expect(first.embedded).toBe(4);

    const second = countingEmbedder();
    const warm = await openVectorToolIndex({ directory, tools, embedder: second, logger });
    expect(warm.build).toMatchObject({ rebuiltAll: false, rowsEmbedded: 0, rowsKept: 4 });
    expect(second.embedded).toBe(0);
    expect((await warm.search({ query: 'picture of a snowy mountain', limit: 1 }))[0]?.name).toBe('cms_searchImages');
  });

  it('re-embeds only the changed tool and drops removed ones', async () => {
    const directory = scratchDirectory();
    await openVectorToolIndex({ directory, tools, embedder: countingEmbedder(), logger });
    const changed = [{ ...tools[0]!, description: 'Semantic image search: describe the picture you want.' }, tools[1]!];
    const embedder = countingEmbedder();
    const index = await openVectorToolIndex({ directory, tools: changed, embedder, logger });
    expect(index.build).toMatchObject({ rowsEmbedded: 1, rowsDeleted: 2, rebuiltAll: false });
    expect(embedder.embedded).toBe(1);
    expect((await index.search({ query: 'search the web', limit: 5 })).map((match) => match.name)).not.toContain('web_quickSearch');
  });

  it('can keep the vectors of tools it does not index, skipping them in searches, so they need no embedding when they join again', async () => {
    const directory = scratchDirectory();
    await openVectorToolIndex({ directory, tools, embedder: countingEmbedder(), logger });
    const ownOnly = await openVectorToolIndex({ directory, tools: [tools[1]!], embedder: countingEmbedder(), logger, deleteOtherTools: false });
    expect(ownOnly.build).toMatchObject({ rowsEmbedded: 0, rowsDeleted: 0 });
    expect((await ownOnly.search({ query: 'search the web', limit: 5 })).map((match) => match.name)).toEqual(['cms_publishPost']);
    const embedder = countingEmbedder();
    const joined = await openVectorToolIndex({ directory, tools, embedder, logger });
    expect(joined.build).toMatchObject({ rowsEmbedded: 0, rowsKept: 4 });
  });

  it('re-embeds everything when the embedding model changes', async () => {
    const directory = scratchDirectory();
    await openVectorToolIndex({ directory, tools, embedder: countingEmbedder(), logger });
    const embedder = countingEmbedder('another:model');
    const index = await openVectorToolIndex({ directory, tools, embedder, logger });
    expect(embedder.embedded).toBe(4);
    expect(index.build.rowsKept).toBe(0);
  });

  it('rebuilds from scratch when the table on disk is corrupt', async () => {
    const directory = scratchDirectory();
    await openVectorToolIndex({ directory, tools, embedder: countingEmbedder(), logger });
    const tableDirectory = path.join(directory, 'tools.lance');
    for (const entry of fs.readdirSync(tableDirectory)) fs.rmSync(path.join(tableDirectory, entry), { recursive: true, force: true });
    fs.writeFileSync(path.join(tableDirectory, 'garbage'), 'not a lance table');
    const embedder = countingEmbedder();
    const index = await openVectorToolIndex({ directory, tools, embedder, logger });
    expect(index.build.rebuiltAll).toBe(true);
    expect(embedder.embedded).toBe(4);
    expect((await index.search({ query: 'publish the article', limit: 1 }))[0]?.name).toBe('cms_publishPost');
  });
});

describe('openVectorToolIndex with a model that reads only some languages', () => {
  const multilingual: SearchableTool[] = [
    {
      name: 'cms_listPages',
      description: 'List the pages of the site.',
      parameters: [],
      phrases: { en: ['show all pages'], nl: ["laat alle pagina's zien"], ja: ['ページ一覧を表示'] },
    },
    { name: 'cms_publishPost', description: 'Publish a blog post.', parameters: [], phrases: { en: ['publish the article'] } },
  ];

  it('embeds only the phrases of the languages it reads, and does not answer a query in a script it cannot read', async () => {
    const embedder = Object.assign(countingEmbedder(), { languages: ['en'] });
    const index = await openVectorToolIndex({ directory: scratchDirectory(), tools: multilingual, embedder, logger });
    expect(embedder.embedded).toBe(4);
    expect((await index.search({ query: 'list every page', limit: 1 }))[0]?.name).toBe('cms_listPages');
    expect(await index.search({ query: 'すべてのページを表示して', limit: 2 })).toEqual([]);
    expect(embedder.embedded).toBe(5);
  });
});

describe('openVectorToolIndex with tools that have no phrases', () => {
  // Two external tools whose descriptions say nothing apart: only their parameters tell which one a request needs.
  const external: SearchableTool[] = [
    {
      name: 'lookup__a',
      description: 'Fetches a record.',
      parameters: [{ name: 'postal_code', description: 'The postal code of the place whose weather forecast to return.' }],
    },
    {
      name: 'lookup__b',
      description: 'Fetches a record.',
      parameters: [{ name: 'isbn', description: 'The ISBN of the book whose reviews to return.' }],
    },
  ];

  it('finds a tool by what its parameters describe', async () => {
    const index = await openVectorToolIndex({ directory: scratchDirectory(), tools: external, embedder: realEmbedder, logger });
    expect((await index.search({ query: 'will it rain tomorrow in my town?', limit: 2 }))[0]?.name).toBe('lookup__a');
    expect((await index.search({ query: 'what did readers think of this novel?', limit: 2 }))[0]?.name).toBe('lookup__b');
  });
});

describe('smartToolSearch when the embedder fails', () => {
  it('answers from BM25 and logs a warning instead of failing the turn', async () => {
    const directory = scratchDirectory();
    let failing = false;
    const flaky: Embedder = {
      modelId: realEmbedder.modelId,
      embed: async (values) => {
        if (failing) throw new Error('embedding service unreachable');
        return realEmbedder.embed(values);
      },
    };
    const vectorIndex = await openVectorToolIndex({ directory, tools, embedder: flaky, logger });
    failing = true;
    const warnings: unknown[] = [];
    const recordingLogger = { warn: (...args: unknown[]) => warnings.push(args) } as unknown as typeof logger;
    const result = await smartToolSearch({
      query: 'publish something about images',
      limit: 3,
      keywordIndex: createKeywordIndex(tools),
      vectorIndex,
      routing: { strategy: 'routed', keywordOnlyAbove: 0.99, vectorOnlyBelow: 0.01, vectorOnlyMinConfidence: 0.4, weights: { keyword: 0.5, vector: 0.5 } },
      logger: recordingLogger,
    });
    expect(result.path).toBe('bm25');
    expect(result.matches.map((match) => match.name)).toContain('cms_publishPost');
    expect(warnings).toHaveLength(1);
  });
});
