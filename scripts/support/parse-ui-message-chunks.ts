import type { UIMessageChunk } from 'ai';

/** Parses a UI message stream (server-sent events) into its chunks. */
export function parseUIMessageChunks(body: string): UIMessageChunk[] {
  return body
    .split('\n')
    .filter((line) => line.startsWith('data: ') && line !== 'data: [DONE]')
    .map((line) => JSON.parse(line.slice('data: '.length)) as UIMessageChunk);
}
