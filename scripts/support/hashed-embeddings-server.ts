import type { Embedder } from '../../server/services/embeddings/embedder.ts';
import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** Vector length of `hashedEmbedding`. */
export const HASHED_EMBEDDING_DIMENSIONS = 384;

/**
 * A deterministic stand-in for a multilingual embedding model: the character trigrams of the lower-cased,
 * accent-folded text, hashed into a fixed number of signed buckets and normalised. Texts that share pieces
 * of words come out similar in any script ("ページを表示" and "ページ一覧"), with no weights to load.
 */
export function hashedEmbedding(text: string, dimensions = HASHED_EMBEDDING_DIMENSIONS): number[] {
  const vector = new Array<number>(dimensions).fill(0);
  const characters = [
    ...` ${text
      .toLowerCase()
      .normalize('NFKD')
      .replace(/\p{M}+/gu, '')
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim()} `,
  ];
  for (let start = 0; start + 3 <= characters.length; start++) {
    const digest = createHash('md5')
      .update(characters.slice(start, start + 3).join(''))
      .digest();
    vector[digest.readUInt32LE(0) % dimensions]! += digest[4]! & 1 ? 1 : -1;
  }
  const length = Math.hypot(...vector) || 1;
  return vector.map((value) => value / length);
}

export type HashedEmbeddingsServer = {
  /** Base URL to configure as WAYFINDER_EMBEDDING_BASE_URL, e.g. "http://127.0.0.1:54321/v1". */
  baseUrl: string;
  /** Every POST /v1/embeddings body and its authorization header, in order. */
  requests: Array<{ model: string; input: string[]; authorization?: string }>;
  close(): Promise<void>;
};

/**
 * A real HTTP server on 127.0.0.1 that answers OpenAI's POST /v1/embeddings with `hashedEmbedding` vectors,
 * so the openai-compatible embedding path (provider, batching, cache keys, vector index) runs end to end
 * without a network or a model.
 */
export async function startHashedEmbeddingsServer({ port = 0 }: { port?: number } = {}): Promise<HashedEmbeddingsServer> {
  const requests: HashedEmbeddingsServer['requests'] = [];
  const server = http.createServer(async (request, response) => {
    let raw = '';
    for await (const chunk of request) raw += chunk;
    if (request.method !== 'POST' || request.url !== '/v1/embeddings') {
      response.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'POST /v1/embeddings only' } }));
      return;
    }
    const body = JSON.parse(raw) as { model: string; input: string | string[] };
    const input = typeof body.input === 'string' ? [body.input] : body.input;
    requests.push({ model: body.model, input, authorization: request.headers.authorization });
    const tokens = input.reduce((sum, text) => sum + Math.ceil(text.length / 4), 0);
    response.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        object: 'list',
        model: body.model,
        data: input.map((text, index) => ({ object: 'embedding', index, embedding: hashedEmbedding(text) })),
        usage: { prompt_tokens: tokens, total_tokens: tokens },
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: listening } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${listening}/v1`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** `hashedEmbedding` as an in-process Embedder: for runs that measure search, not the embedding model (tests, quick benchmark runs). */
export function createHashedEmbedder(): Embedder {
  return { modelId: 'hashed-trigrams', embed: async (texts) => texts.map((text) => hashedEmbedding(text)) };
}
