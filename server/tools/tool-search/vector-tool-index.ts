import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import * as lancedb from '@lancedb/lancedb';
import type { Logger } from '../../logger.ts';
import type { Embedder } from '../../services/embeddings/embedder.ts';
import { readsScriptOf } from '../../text/reads-script-of.ts';
import { splitIdentifier } from '../../text/split-identifier.ts';
import type { SearchableTool, ToolMatch } from './searchable-tool.ts';

export interface VectorToolIndex {
  search(options: { query: string; limit: number }): Promise<ToolMatch[]>;
}

export type VectorIndexBuild = { rowsEmbedded: number; rowsKept: number; rowsDeleted: number; rebuiltAll: boolean };

export type OpenVectorToolIndexOptions = {
  /** LanceDB directory; the tool table lives beside (not inside) the content table. */
  directory: string;
  tableName?: string;
  tools: readonly SearchableTool[];
  embedder: Embedder;
  logger: Logger;
  /** Called while embedding, for progress bars over large catalogues. */
  onProgress?: (done: number, total: number) => void;
  batchSize?: number;
  /**
   * Whether rows of tools not in `tools` are deleted (default). Kept, they cost nothing to search (rows of other
   * tools are skipped) and save re-embedding tools that join the index moments later: the external servers' tools,
   * listed after the first index of Wayfinder's own is built at start-up.
   */
  deleteOtherTools?: boolean;
};

type ToolRow = { key: string; tool: string; hash: string; vector: number[] };

/**
 * The texts embedded for one tool: its description, and each language's phrases, as separate rows,
 * so a Spanish request can land on the Spanish phrases without English diluting them. Only the phrases
 * of `languages` (those the embedding model reads; undefined: all) are embedded.
 */
export function toolEmbeddingTexts(tool: SearchableTool, languages?: readonly string[]): Array<{ key: string; text: string }> {
  const texts = [{ key: `${tool.name}#description`, text: descriptionText(tool) }];
  for (const [language, phrases] of Object.entries(tool.phrases ?? {})) {
    if (phrases.length > 0 && (!languages || languages.includes(language))) texts.push({ key: `${tool.name}#${language}`, text: phrases.join('. ') });
  }
  return texts;
}

/**
 * "<name in words>: <description>", and for a tool without phrases (an external server's, or a catalogue's) its
 * parameters after it, each "<name in words>: <description>": what the arguments are is the rest of what such a
 * tool says about itself, and requests name them ("for the coordinates 48.85, 2.35"). On ToolLens this lifted
 * nDCG@10 0.365 -> 0.378, on ToolRet-APIGen 0.778 -> 0.783 (evaluations/2026-11-27-external-catalogues-2.md). A tool
 * with phrases keeps its description alone: its phrases say how it is asked for.
 */
function descriptionText(tool: SearchableTool): string {
  const described = `${splitIdentifier(tool.name)}: ${tool.description}`;
  const hasPhrases = Object.values(tool.phrases ?? {}).some((phrases) => phrases.length > 0);
  if (hasPhrases || tool.parameters.length === 0) return described;
  return `${described} ${tool.parameters.map((parameter) => `${splitIdentifier(parameter.name)}: ${parameter.description ?? ''}`).join('. ')}`;
}

const hashText = (modelId: string, text: string) => createHash('sha256').update(modelId).update('\0').update(text).digest('hex').slice(0, 24);

/**
 * Embeds in batches. A function of its own so the vectors are not kept alive by the search closure
 * after they are written (about 13 MB per 1,000 rows).
 */
async function embedRows({
  rows,
  embedder,
  batchSize,
  onProgress,
}: {
  rows: ReadonlyArray<Omit<ToolRow, 'vector'> & { text: string }>;
  embedder: Embedder;
  batchSize: number;
  onProgress?: (done: number, total: number) => void;
}): Promise<ToolRow[]> {
  const embedded: ToolRow[] = [];
  for (let start = 0; start < rows.length; start += batchSize) {
    const batch = rows.slice(start, start + batchSize);
    const vectors = await embedder.embed(batch.map((row) => row.text));
    batch.forEach((row, index) => embedded.push({ key: row.key, tool: row.tool, hash: row.hash, vector: vectors[index]! }));
    onProgress?.(Math.min(start + batchSize, rows.length), rows.length);
  }
  return embedded;
}

/**
 * Tool vectors on LanceDB, cached by a hash of each row's text and the embedding model id:
 * unchanged rows load from disk, changed or new rows are embedded, a missing or unreadable
 * table is rebuilt from scratch.
 */
export async function openVectorToolIndex({
  directory,
  tableName = 'tools',
  tools,
  embedder,
  logger,
  onProgress,
  batchSize = 64,
  deleteOtherTools = true,
}: OpenVectorToolIndexOptions): Promise<VectorToolIndex & { build: VectorIndexBuild }> {
  await fs.mkdir(directory, { recursive: true });
  const connection = await lancedb.connect(directory);
  const wanted = tools
    .flatMap((tool) => toolEmbeddingTexts(tool, embedder.languages))
    .map((row) => ({ ...row, tool: row.key.split('#')[0]!, hash: hashText(embedder.modelId, row.text) }));

  let table: lancedb.Table | undefined;
  let existing = new Map<string, string>();
  let tableExists = (await connection.tableNames()).includes(tableName);
  try {
    if (tableExists) {
      table = await connection.openTable(tableName);
      const rows = (await table.query().select(['key', 'hash']).toArray()) as Array<{ key: string; hash: string }>;
      existing = new Map(rows.map((row) => [row.key, row.hash]));
    }
  } catch (error) {
    logger.warn({ err: error, tableName }, 'tool vector table unreadable; rebuilding it');
    table = undefined;
    existing = new Map();
    // A damaged table may refuse to drop; its directory goes either way, so the rebuild creates a fresh one.
    await connection.dropTable(tableName).catch(() => {});
    await fs.rm(path.join(directory, `${tableName}.lance`), { recursive: true, force: true });
    tableExists = false;
  }

  const toEmbed = wanted.filter((row) => existing.get(row.key) !== row.hash);
  const wantedKeys = new Set(wanted.map((row) => row.key));
  const indexed = new Set(tools.map((tool) => tool.name));
  const toEmbedKeys = new Set(toEmbed.map((row) => row.key));
  const stale = [...existing.keys()].filter((key) => (!wantedKeys.has(key) && (deleteOtherTools || indexed.has(key.split('#')[0]!))) || toEmbedKeys.has(key));
  const rebuiltAll = table === undefined;

  const embedded = await embedRows({ rows: toEmbed, embedder, batchSize, onProgress });

  if (rebuiltAll) {
    // 'overwrite' on a table that is not there makes LanceDB warn that it will create one.
    if (embedded.length > 0) table = await connection.createTable(tableName, embedded, { mode: tableExists ? 'overwrite' : 'create' });
  } else if (table) {
    if (stale.length > 0) {
      const staleSet = new Set(stale);
      // Deleting by a long IN list is slow in LanceDB; rewrite the table when most of it changed.
      if (staleSet.size > existing.size / 2) {
        const kept = ((await table.query().toArray()) as ToolRow[])
          .filter((row) => !staleSet.has(row.key))
          .map((row) => ({ key: row.key, tool: row.tool, hash: row.hash, vector: Array.from(row.vector) }));
        table = await connection.createTable(tableName, [...kept, ...embedded], { mode: 'overwrite' });
        embedded.length = 0;
      } else {
        await table.delete(`key IN (${stale.map((key) => `'${key.replace(/'/g, "''")}'`).join(', ')})`);
      }
    }
    if (embedded.length > 0) await table.add(embedded);
  }

  const build = { rowsEmbedded: toEmbed.length, rowsKept: wanted.length - toEmbed.length, rowsDeleted: rebuiltAll ? 0 : stale.length, rebuiltAll };
  const searchTable = table;
  return {
    build,
    async search({ query, limit }) {
      // The model's vector for text it cannot read is near that of any such text: no answer beats a confident wrong one.
      if (!searchTable || !query.trim() || !readsScriptOf(query, embedder.languages)) return [];
      const [vector] = await embedder.embed([query]);
      const rows = (await searchTable
        .vectorSearch(vector!)
        .distanceType('cosine')
        .select(['tool', '_distance'])
        .limit(limit * 8)
        .toArray()) as Array<{ tool: string; _distance: number }>;
      const best = new Map<string, number>();
      for (const row of rows) if (indexed.has(row.tool) && !best.has(row.tool)) best.set(row.tool, row._distance);
      return [...best].slice(0, limit).map(([name, distance]) => ({ name, confidence: Math.max(0, Math.min(1, 1 - distance)), source: 'vector' as const }));
    },
  };
}
