/**
 * Serves deterministic "multilingual" embeddings (hashed character trigrams) on an OpenAI-compatible
 * POST /v1/embeddings, to try the openai-compatible path offline:
 *   npx tsx scripts/serve-hashed-embeddings.ts 8765 &
 *   WAYFINDER_EMBEDDINGS=openai-compatible WAYFINDER_EMBEDDING_BASE_URL=http://127.0.0.1:8765/v1 \
 *     WAYFINDER_EMBEDDING_MODEL=hashed-trigrams npm run eval:discovery
 */
import { startHashedEmbeddingsServer } from './support/hashed-embeddings-server.ts';

const server = await startHashedEmbeddingsServer({ port: Number(process.argv[2] ?? 8765) });
console.log(`hashed embeddings on ${server.baseUrl}/embeddings (Ctrl-C to stop)`);
