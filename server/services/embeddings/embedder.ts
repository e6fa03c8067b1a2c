import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { EmbeddingModelV4 } from '@ai-sdk/provider';
import { embedMany } from 'ai';
import { createLocalSentenceEncoder, LOCAL_SENTENCE_ENCODER_LANGUAGES } from './local-sentence-encoder.ts';

/** Turns text into vectors. `modelId` is stored beside every vector index so a model change forces a re-index. */
export interface Embedder {
  readonly modelId: string;
  /**
   * The languages the model reads (primary subtags: "en", "ja"); undefined: any. Tool phrases in other languages
   * are not embedded: a model's vectors for text it cannot read are alike, so they would match any such request.
   */
  readonly languages?: readonly string[];
  embed(values: string[], options?: { abortSignal?: AbortSignal }): Promise<number[][]>;
}

export function createEmbedder(model: EmbeddingModelV4, { languages }: { languages?: readonly string[] } = {}): Embedder {
  return {
    modelId: `${model.provider}:${model.modelId}`,
    languages,
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
  /** The languages an OpenAI-compatible model reads; undefined: any (a multilingual model). */
  languages?: readonly string[];
  /** Where computed vectors are kept across data directories and runs; undefined: no cache. */
  cacheDir?: string;
};

/** The languages the configured model reads: the offline encoder English only, another model those configured. */
export function embeddingLanguages(config: EmbeddingsOptions): readonly string[] | undefined {
  return config.provider === 'local' ? LOCAL_SENTENCE_ENCODER_LANGUAGES : config.languages;
}

export function createEmbeddingModel(config: EmbeddingsOptions): EmbeddingModelV4 {
  if (config.provider === 'local') return createLocalSentenceEncoder();
  const provider = createOpenAICompatible({
    name: 'embeddings',
    baseURL: config.baseUrl!,
    apiKey: config.apiKey,
  });
  return provider.embeddingModel(config.modelId!) as EmbeddingModelV4;
}
