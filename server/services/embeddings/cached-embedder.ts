import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import type { Embedder } from './embedder.ts';

/** Vectors already computed, keyed by what they were computed from. */
export interface EmbeddingCache {
  getMany(keys: readonly string[]): Map<string, number[]>;
  putMany(entries: ReadonlyArray<{ key: string; vector: number[] }>): void;
  close(): void;
}

/** The key of one vector: the model and the exact text, so a new model or a changed text is a miss. */
export const embeddingCacheKey = (modelId: string, text: string) => createHash('sha256').update(modelId).update('\0').update(text).digest('hex');

/**
 * A SQLite file of vectors shared by every process on the machine (the server, each test worker,
 * the benchmark scripts), so a text is embedded once, not once per data directory or test run.
 * Vectors are stored as float64 so a hit returns exactly what the model returned.
 */
export function openEmbeddingCache(directory: string): EmbeddingCache {
  fs.mkdirSync(directory, { recursive: true });
  const database = new DatabaseSync(path.join(directory, 'embeddings.sqlite'));
  // Several test workers open the same file at once; WAL lets them read while one writes.
  database.exec('PRAGMA busy_timeout = 10000; PRAGMA journal_mode = WAL; CREATE TABLE IF NOT EXISTS vectors (key TEXT PRIMARY KEY, vector BLOB NOT NULL)');
  const select = database.prepare('SELECT key, vector FROM vectors WHERE key IN (SELECT value FROM json_each(?))');
  const insert = database.prepare('INSERT OR IGNORE INTO vectors (key, vector) VALUES (?, ?)');
  return {
    getMany(keys) {
      const rows = select.all(JSON.stringify(keys)) as Array<{ key: string; vector: Uint8Array }>;
      return new Map(rows.map(({ key, vector }) => [key, Array.from(new Float64Array(vector.slice().buffer))]));
    },
    putMany(entries) {
      database.exec('BEGIN IMMEDIATE');
      try {
        for (const { key, vector } of entries) insert.run(key, new Uint8Array(Float64Array.from(vector).buffer));
        database.exec('COMMIT');
      } catch (error) {
        database.exec('ROLLBACK');
        throw error;
      }
    },
    close: () => database.close(),
  };
}

/** Answers from the cache what it can and embeds only the rest (the local model then never loads when all hit). */
export function createCachedEmbedder({ embedder, cache }: { embedder: Embedder; cache: EmbeddingCache }): Embedder {
  return {
    modelId: embedder.modelId,
    languages: embedder.languages,
    async embed(values, options) {
      const keys = values.map((value) => embeddingCacheKey(embedder.modelId, value));
      const cached = cache.getMany([...new Set(keys)]);
      const missing = [...new Set(values.filter((_, index) => !cached.has(keys[index]!)))];
      if (missing.length > 0) {
        const vectors = await embedder.embed(missing, options);
        const entries = missing.map((value, index) => ({ key: embeddingCacheKey(embedder.modelId, value), vector: vectors[index]! }));
        cache.putMany(entries);
        for (const { key, vector } of entries) cached.set(key, vector);
      }
      return keys.map((key) => cached.get(key)!);
    },
  };
}
