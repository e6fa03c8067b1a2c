import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { EmbeddingModelV4 } from '@ai-sdk/provider';
import { embedMany } from 'ai';
import { createLocalSentenceEncoder } from './local-sentence-encoder.ts';

/** Turns text into vectors. `modelId` is stored beside every vector index so a model change forces a re-index. */
export interface Embedder {
  readonly modelId: string;
  embed(values: string[], options?: { abortSignal?: AbortSignal }): Promise<number[][]>;
}

export function createEmbedder(model: EmbeddingModelV4): Embedder {
  return {
    modelId: `${model.provider}:${model.modelId}`,
    async embed(values, { abortSignal } = {}) {
      if (values.length === 0) return [];
      const { embeddings } = await embedMany({ model, values, abortSignal, maxRetries: 1 });
      return embeddings;
    },
  };
}

export type EmbeddingsOptions = {
  provider: 'local' | 'openai-compatible';
  modelId?: string;
  baseUrl?: string;
  apiKey?: string;
  /** Where computed vectors are kept across data directories and runs; undefined: no cache. */
  cacheDir?: string;
};

export function createEmbeddingModel(config: EmbeddingsOptions): EmbeddingModelV4 {
  if (config.provider === 'local') return createLocalSentenceEncoder();
  const provider = createOpenAICompatible({
    name: 'embeddings',
    baseURL: config.baseUrl!,
    apiKey: config.apiKey,
  });
  return provider.embeddingModel(config.modelId!) as EmbeddingModelV4;
}
