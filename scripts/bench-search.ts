/**
 * Search-scale benchmark: how tool_search's index build, latency and memory grow with the catalogue.
 *   npm run bench:search [-- --json] [-- --sizes 45,1000]
 * Catalogues: Wayfinder's own 45 tools (with their phrases, timed over the eval queries), and synthetic
 * catalogues of 45, 1,000 and 10,000 tools (generateSyntheticCatalogue, with its generated queries).
 * `--json` prints one object keyed by catalogue size ("45", "1000", "10000"; "wayfinder-45" for the
 * own tools). Progress goes to stderr. Nothing is cached between runs (the embedding cache is off): every cold build starts in a
 * fresh LanceDB directory under a temporary directory removed at the end.
 * Run with --expose-gc (the npm script does) so memory is read after a collection.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { loadConfig } from '../server/config.ts';
import { createLogger } from '../server/logger.ts';
import { createEmbedder, createEmbeddingModel, embeddingLanguages } from '../server/services/embeddings/embedder.ts';
import { describeCmsTools } from '../server/tools/cms/describe-cms-tools.ts';
import { toSearchableTool, validateToolIndex } from '../server/tools/tool-search/build-tool-index.ts';
import { measureSearchScale, type MeasureSearchScaleOptions, type SearchScaleResult } from './evaluation/measure-search-scale.ts';
import { evalQuerySchema, toSearchableCatalogue } from './evaluation/run-discovery-eval.ts';
import { generateSyntheticCatalogue, generateSyntheticQueries } from './evaluation/synthetic-catalogue.ts';
import type { SearchableTool } from '../server/tools/tool-search/searchable-tool.ts';
import { CMS_TOOL_PHRASES } from '../server/tools/cms/phrases.ts';
import { toolEmbeddingTexts } from '../server/tools/tool-search/vector-tool-index.ts';
import { parseScriptArgs } from './support/parse-script-args.ts';

const SYNTHETIC_SIZES = [45, 1_000, 10_000];
/** Repeating a cold build costs its whole embedding time again; only cheap ones (few rows to embed) are repeated. */
const coldBuildsFor = (tools: readonly SearchableTool[]) => (tools.flatMap((tool) => toolEmbeddingTexts(tool, embedder.languages)).length <= 100 ? 3 : 1);

const { values: args } = parseScriptArgs(import.meta.filename, { json: { type: 'boolean', default: false }, sizes: { type: 'string' } });
const sizes = args.sizes ? args.sizes.split(',').map(Number) : SYNTHETIC_SIZES;
if (sizes.some((size) => !Number.isInteger(size) || size < 1)) throw new Error('--sizes must be whole numbers separated by commas, e.g. 45,1000');

const startedAt = performance.now();
let lastProgressAt = 0;
const progress = (message: string, embedding?: { done: number; total: number }) => {
  const elapsed = `${((performance.now() - startedAt) / 1000).toFixed(0)}s`;
  if (process.stderr.isTTY) {
    process.stderr.write(`\r[${elapsed}] ${message}`.padEnd(80));
  } else if (!embedding || embedding.done === embedding.total || performance.now() - lastProgressAt > 10_000) {
    // Logs get a line per phase and an embedding count every 10 s, not one per batch.
    process.stderr.write(`[${elapsed}] ${message}\n`);
    lastProgressAt = performance.now();
  }
};

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'wayfinder-bench-search-'));
// No embedding cache: cold builds are what this measures.
const config = loadConfig({
  ...process.env,
  WAYFINDER_DATA_DIR: path.join(scratch, 'data'),
  WAYFINDER_SEED: 'none',
  WAYFINDER_EMBEDDING_CACHE_DIR: 'none',
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
});
const logger = createLogger({ level: config.logLevel });
progress('loading the embedding model...');
const embedder = createEmbedder(createEmbeddingModel(config.embeddings), { languages: embeddingLanguages(config.embeddings) });
// In run order: an object keyed by size would list the numeric keys first.
const results: Array<[key: string, result: SearchScaleResult]> = [];
try {
  const common = { embedder, routing: config.toolSearch, directory: scratch, logger, onProgress: progress } satisfies Partial<MeasureSearchScaleOptions>;

  const metadata = validateToolIndex({ tools: describeCmsTools(), phrases: CMS_TOOL_PHRASES });
  const evalQueries = z
    .array(evalQuerySchema)
    .parse(JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '..', 'data', 'eval', 'wayfinder-queries.json'), 'utf8')));
  const ownTools = metadata.map((entry) => toSearchableTool(entry));
  const ownKey = `wayfinder-${ownTools.length}`;
  results.push([
    ownKey,
    await measureSearchScale({
      ...common,
      label: ownKey,
      tools: ownTools,
      queries: evalQueries.filter((query) => query.relevant.length > 0),
      relatedTools: (name) => metadata.find((entry) => entry.name === name)?.relatedTools ?? [],
      coldBuilds: coldBuildsFor(ownTools),
    }),
  ]);

  for (const size of sizes) {
    const tools = toSearchableCatalogue(generateSyntheticCatalogue(size));
    results.push([
      String(size),
      await measureSearchScale({
        ...common,
        label: `synthetic-${size}`,
        tools,
        queries: generateSyntheticQueries(size, 200),
        coldBuilds: coldBuildsFor(tools),
      }),
    ]);
  }
} finally {
  fs.rmSync(scratch, { recursive: true, force: true });
}
if (process.stderr.isTTY) process.stderr.write(`${'\r'.padEnd(81)}\r`);
process.stderr.write(`done in ${((performance.now() - startedAt) / 1000).toFixed(0)} s\n`);

if (args.json) console.log(JSON.stringify(Object.fromEntries(results)));
else printTable(results);

function printTable(byCatalogue: ReadonlyArray<[key: string, result: SearchScaleResult]>) {
  const milliseconds = (value: number) => (value >= 100 ? value.toFixed(0) : value.toFixed(1));
  const duration = (value: number) => (value >= 1_000 ? `${(value / 1_000).toFixed(2)} s` : `${milliseconds(value)} ms`);
  const percentiles = ({ p50, p95, p99 }: SearchScaleResult['latencyMs']['bm25']) => `${milliseconds(p50)} / ${milliseconds(p95)} / ${milliseconds(p99)}`;
  const anyResult = byCatalogue[0]![1];
  console.log(
    `tool_search on ${os.cpus().length} CPUs, Node ${process.version}, embedder ${embedder.modelId}, limit 5; ` +
      `latency over ${anyResult.queries} searches x ${anyResult.latencyMs.rounds} rounds (median of per-round percentiles), ms; ` +
      `process RSS before the first build ${anyResult.memoryBeforeBuild.rssMb.toFixed(0)} MB\n`,
  );
  console.log(
    '| catalogue | tools | vector rows | cold build | warm build (warm/cold) | BM25 p50 / p95 / p99 | hybrid p50 / p95 / p99 | hybrid/BM25 p50 | R@5 BM25 / hybrid | RSS / heap after build |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const [key, result] of byCatalogue) {
    const catalogue = key.startsWith('wayfinder') ? 'Wayfinder tools' : 'synthetic';
    const { build, memoryAfterBuild: memory } = result;
    console.log(
      `| ${catalogue} | ${result.tools.toLocaleString('en')} | ${result.vectorRows.toLocaleString('en')} ` +
        `| ${duration(build.coldMs)}${build.coldRuns > 1 ? ` (median of ${build.coldRuns})` : ''} ` +
        `| ${duration(build.warmMs)} (${build.warmOverCold.toFixed(3)}) ` +
        `| ${percentiles(result.latencyMs.bm25)} | ${percentiles(result.latencyMs.hybrid)} | ${result.hybridOverBm25P50.toFixed(1)}x ` +
        `| ${result.recallAtLimit.bm25.toFixed(2)} / ${result.recallAtLimit.hybrid.toFixed(2)} ` +
        `| ${memory.rssMb.toFixed(0)} / ${memory.heapUsedMb.toFixed(0)} MB |`,
    );
  }
  const warmEmbedded = byCatalogue.reduce((sum, [, result]) => sum + result.build.warmRowsEmbedded, 0);
  console.log(
    `\nWarm builds re-embedded ${warmEmbedded} rows. Warm builds: median of ${anyResult.build.warmRuns}, reopening the cold build's LanceDB table (text-hash cache) and rebuilding BM25.`,
  );
}
