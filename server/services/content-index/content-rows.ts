import type { ContentDocument } from '../../store/content-catalog-repository.ts';
import { contentKey } from '../../store/content-change.ts';
import { clip } from '../../store/content-text.ts';
import type { Embedder } from '../embeddings/embedder.ts';

/** One row of the LanceDB "content" table. */
export type ContentRow = {
  /** "type:id", unique: what upserts and deletes match on. */
  key: string;
  type: string;
  entityId: number;
  title: string;
  snippet: string;
  vector: number[];
};

export const MAX_SNIPPET_LENGTH = 200;
// Passages per embedding call, the local model's own batch limit.
const EMBEDDING_BATCH_SIZE = 64;
// Bounds memory during a rebuild of a large site.
const DOCUMENTS_PER_WINDOW = 500;

/** The unit-length mean of unit-length vectors: a document's passages pooled into one direction. */
export function meanDirection(vectors: readonly number[][]): number[] {
  const sum = new Array<number>(vectors[0]!.length).fill(0);
  for (const vector of vectors) {
    const length = Math.hypot(...vector) || 1;
    vector.forEach((value, index) => (sum[index]! += value / length));
  }
  const length = Math.hypot(...sum) || 1;
  return sum.map((value) => value / length);
}

/**
 * Embeds the passages shortest first: a batch costs as much as its longest passage times its size,
 * so mixing lengths wastes most of the work. Returns the vectors in the original order.
 */
async function embedByLength(passages: readonly string[], embedder: Embedder): Promise<number[][]> {
  const order = passages.map((_, index) => index).sort((left, right) => passages[left]!.length - passages[right]!.length);
  const vectors = new Array<number[]>(passages.length);
  for (let start = 0; start < order.length; start += EMBEDDING_BATCH_SIZE) {
    const indexes = order.slice(start, start + EMBEDDING_BATCH_SIZE);
    const embedded = await embedder.embed(indexes.map((index) => passages[index]!));
    indexes.forEach((passageIndex, position) => (vectors[passageIndex] = embedded[position]!));
  }
  return vectors;
}

/** Embeds the documents' passages, a window at a time, and shapes each document as one table row. */
export async function toContentRows(documents: readonly ContentDocument[], embedder: Embedder): Promise<ContentRow[]> {
  const rows: ContentRow[] = [];
  for (let start = 0; start < documents.length; start += DOCUMENTS_PER_WINDOW) {
    const window = documents.slice(start, start + DOCUMENTS_PER_WINDOW);
    const vectors = await embedByLength(
      window.flatMap((document) => document.passages),
      embedder,
    );
    let next = 0;
    for (const document of window) {
      rows.push({
        key: contentKey(document),
        type: document.type,
        entityId: document.id,
        title: clip(document.title, MAX_SNIPPET_LENGTH),
        snippet: clip(document.summary, MAX_SNIPPET_LENGTH),
        vector: meanDirection(vectors.slice(next, next + document.passages.length)),
      });
      next += document.passages.length;
    }
  }
  return rows;
}

/** A SQL string literal for a LanceDB filter. */
export const sqlString = (value: string): string => `'${value.replaceAll("'", "''")}'`;
