import { createCachedEmbedder, openEmbeddingCache } from './cached-embedder.ts';
import { createEmbedder, createEmbeddingModel, type Embedder, type EmbeddingsOptions, embeddingLanguages } from './embedder.ts';

/** The configured embedding model, behind the shared vector cache when one is configured. */
export function openConfiguredEmbedder(config: EmbeddingsOptions): { embedder: Embedder; close(): void } {
  const embedder = createEmbedder(createEmbeddingModel(config), { languages: embeddingLanguages(config) });
  if (config.cacheDir === undefined) return { embedder, close: () => {} };
  const cache = openEmbeddingCache(config.cacheDir);
  return { embedder: createCachedEmbedder({ embedder, cache }), close: () => cache.close() };
}
