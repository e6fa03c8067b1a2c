import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runDiscoveryEval } from '../../../scripts/evaluation/run-discovery-eval.ts';
import { type HashedEmbeddingsServer, startHashedEmbeddingsServer } from '../../../scripts/support/hashed-embeddings-server.ts';
import { createApp } from '../../../server/app.ts';
import { createLogger } from '../../../server/logger.ts';
import { toSearchableTool } from '../../../server/tools/tool-search/build-tool-index.ts';
import { createToolSearchEngine } from '../../../server/tools/tool-search/tool-search-engine.ts';
import { createTestServices, type TestServices } from '../../support/test-services.ts';

const TOKEN = 'alice-token-0123456789';
let embeddings: HashedEmbeddingsServer;
let services: TestServices;
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'openai-embeddings-'));

beforeAll(async () => {
  embeddings = await startHashedEmbeddingsServer();
  services = await createTestServices({
    seed: false,
    environment: {
      WAYFINDER_TOKENS: `alice:${TOKEN}`,
      WAYFINDER_EMBEDDINGS: 'openai-compatible',
      WAYFINDER_EMBEDDING_BASE_URL: embeddings.baseUrl,
      WAYFINDER_EMBEDDING_MODEL: 'hashed-trigrams',
      WAYFINDER_EMBEDDING_API_KEY: 'test-embedding-key',
      WAYFINDER_EMBEDDING_CACHE_DIR: 'none',
    },
  });
});
afterAll(async () => {
  await services.cleanup();
  await embeddings.close();
  fs.rmSync(scratch, { recursive: true, force: true });
});

describe('WAYFINDER_EMBEDDINGS=openai-compatible, against a local embeddings server', () => {
  it('embeds every tool text over HTTP with the configured model and key, phrases in every language', async () => {
    const texts = embeddings.requests.flatMap((request) => request.input);
    const expectedRows = services.toolSearch.metadata.reduce((sum, tool) => sum + 1 + Object.keys(tool.phrases).length, 0);
    expect(texts).toHaveLength(expectedRows);
    for (const language of ['ja', 'zh', 'ko', 'ru']) {
      const phrase = services.toolSearch.getMetadata('cms_listPages')!.phrases[language as 'ja']![0]!;
      expect(texts.some((text) => text.includes(phrase))).toBe(true);
    }
    expect(new Set(embeddings.requests.map((request) => request.model))).toEqual(new Set(['hashed-trigrams']));
    expect(new Set(embeddings.requests.map((request) => request.authorization))).toEqual(new Set(['Bearer test-embedding-key']));
    const health = await (await createApp(services).request('/health')).json();
    expect(health.embeddings.modelId).toContain('hashed-trigrams');
  });

  it('lets the vectors help when BM25 is unsure, embedding the query over HTTP', async () => {
    const query = '秋の紅葉の記事を公開して';
    const result = await services.toolSearch.search({ query, limit: 5 });
    expect(result.path).toBe('hybrid');
    // The post is named by its subject, so the tool that finds its id comes with the one that publishes it.
    expect(result.tools.slice(0, 2).map((tool) => tool.name)).toEqual(expect.arrayContaining(['cms_publishPost', 'cms_listPosts']));
    expect(embeddings.requests.at(-1)?.input).toEqual([query]);
  });

  it('finds the right tools for Japanese, Chinese, Korean and Dutch requests of the labelled set (R@5 measured)', async () => {
    const queries = (
      JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../../../data/eval/wayfinder-queries.json'), 'utf8')) as Array<{
        query: string;
        relevant: string[];
        lang: string;
      }>
    ).filter((query) => ['ja', 'zh', 'ko', 'nl'].includes(query.lang));
    const tools = services.toolSearch.metadata.map((entry) => toSearchableTool(entry));
    const engine = await createToolSearchEngine({
      tools,
      lanceDirectory: scratch,
      embedder: services.embedder,
      routing: services.config.toolSearch,
      minConfidence: services.config.toolSearch.minConfidence,
      relatedTools: (name) => services.toolSearch.getMetadata(name)?.relatedTools ?? [],
      logger: createLogger({ level: 'silent' }),
    });
    const report = await runDiscoveryEval({ engine, tools, queries, k: 5, indexBuildMs: 0 });
    for (const language of ['ja', 'zh', 'ko', 'nl']) expect(report.byLanguage[language]!.recallAt5).toBeGreaterThanOrEqual(0.85);
    expect(report.paths.hybrid).toBeGreaterThan(0);
  });
});
