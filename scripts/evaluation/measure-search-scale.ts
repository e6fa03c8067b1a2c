import fs from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from '../../server/logger.ts';
import type { Embedder } from '../../server/services/embeddings/embedder.ts';
import type { SearchableTool } from '../../server/tools/tool-search/searchable-tool.ts';
import type { RoutingConfig } from '../../server/tools/tool-search/smart-tool-search.ts';
import { createToolSearchEngine, type ToolSearchEngine } from '../../server/tools/tool-search/tool-search-engine.ts';
import { percentile, recallAt } from './ranking-metrics.ts';

export type ScaleQuery = { query: string; relevant: readonly string[] };

export type MeasureSearchScaleOptions = {
  /** Names the catalogue in progress messages and its scratch directory. */
  label: string;
  tools: readonly SearchableTool[];
  /** Fitted to `queryCount` by even sampling (or cycling, when fewer), so every catalogue is timed over as many searches. */
  queries: readonly ScaleQuery[];
  queryCount?: number;
  embedder: Embedder;
  /** The configured routing; its thresholds are overridden to force each path, its weights and strategy kept. */
  routing: RoutingConfig & { minConfidence: number };
  relatedTools?: (name: string) => readonly string[];
  /** Scratch space; every cold build gets a fresh LanceDB directory inside it, removed afterwards. */
  directory: string;
  /** Cold builds embed everything: cheap for small catalogues, a minute or more at 10,000 tools. Default 1. */
  coldBuilds?: number;
  /** Warm builds reopen the last cold build's directory. Default 3. */
  warmBuilds?: number;
  /** Passes over the query set per path; percentiles are the median over rounds. Default 3. */
  latencyRounds?: number;
  /** tool_search's default. */
  limit?: number;
  logger: Logger;
  /** Phase changes; while embedding, also each batch with its count (frequent: throttle it when logging). */
  onProgress?: (message: string, embedding?: { done: number; total: number }) => void;
};

type Percentiles = { p50: number; p95: number; p99: number };
type Memory = { rssMb: number; heapUsedMb: number };

export type SearchScaleResult = {
  tools: number;
  /** Rows in the vector table: one per description, one per phrase language. */
  vectorRows: number;
  queries: number;
  build: {
    coldMs: number;
    warmMs: number;
    /** Warm over cold, both medians: what the embedding cache saves on a restart. */
    warmOverCold: number;
    coldRuns: number;
    warmRuns: number;
    coldRowsEmbedded: number;
    /** 0 when the cache works. */
    warmRowsEmbedded: number;
  };
  latencyMs: { bm25: Percentiles; hybrid: Percentiles; rounds: number };
  /** Hybrid p50 over BM25 p50, per round, then the median: the price of the vector half. */
  hybridOverBm25P50: number;
  /** How often each engine answered by each path; the forced routings should leave one path each. */
  paths: { bm25: Record<string, number>; hybrid: Record<string, number> };
  /** Sanity, not quality: the searches timed actually find the labelled tools. */
  recallAtLimit: { bm25: number; hybrid: number };
  /** After the cold build, with its engine alive (after a collection when the process runs with --expose-gc). */
  memoryAfterBuild: Memory;
  memoryBeforeBuild: Memory;
};

const median = (values: readonly number[]) => percentile(values, 0.5);
const megabytes = (bytes: number) => bytes / 1024 / 1024;

function measureMemory(): Memory {
  (globalThis as { gc?: () => void }).gc?.();
  const { rss, heapUsed } = process.memoryUsage();
  return { rssMb: megabytes(rss), heapUsedMb: megabytes(heapUsed) };
}

export function fitQueries<T>(queries: readonly T[], count: number): T[] {
  if (queries.length === 0) return [];
  if (queries.length <= count) return Array.from({ length: count }, (_, index) => queries[index % queries.length]!);
  return Array.from({ length: count }, (_, index) => queries[Math.floor((index * queries.length) / count)]!);
}

/**
 * Index build time (cold and warm), tool_search latency by path, and memory for one catalogue, all
 * through `createToolSearchEngine`, the code tool_search runs. Each path is forced by routing
 * thresholds: BM25 always trusted, or never trusted alone (so vectors are always searched and merged).
 */
export async function measureSearchScale({
  label,
  tools,
  queries,
  queryCount = 200,
  embedder,
  routing,
  relatedTools,
  directory,
  coldBuilds = 1,
  warmBuilds = 3,
  latencyRounds = 3,
  limit = 5,
  logger,
  onProgress = () => {},
}: MeasureSearchScaleOptions): Promise<SearchScaleResult> {
  const bm25Routing = { ...routing, strategy: 'routed' as const, keywordOnlyAbove: -Infinity };
  const hybridRouting = { ...routing, keywordOnlyAbove: Infinity, vectorOnlyBelow: -Infinity };
  const scratch = path.join(directory, label.replace(/[^\w-]+/g, '-'));
  const build = (lanceDirectory: string, buildRouting: RoutingConfig, onEmbedded?: (done: number, total: number) => void) =>
    createToolSearchEngine({
      tools,
      lanceDirectory,
      embedder,
      routing: buildRouting,
      minConfidence: routing.minConfidence,
      relatedTools,
      logger,
      onProgress: onEmbedded,
    });

  // Load the model before timing, so a cold build measures embedding, not reading weights.
  await embedder.embed(['warm up']);
  try {
    const memoryBeforeBuild = measureMemory();
    const coldTimes: number[] = [];
    let hybridEngine: ToolSearchEngine | undefined;
    let lanceDirectory = '';
    for (let run = 1; run <= coldBuilds; run++) {
      lanceDirectory = path.join(scratch, `cold-${run}`);
      hybridEngine = undefined; // let the previous engine go before measuring memory
      const started = performance.now();
      hybridEngine = await build(lanceDirectory, hybridRouting, (done, total) =>
        onProgress(`${label}: cold build ${run}/${coldBuilds}: embedded ${done}/${total}`, { done, total }),
      );
      coldTimes.push(performance.now() - started);
    }
    const memoryAfterBuild = measureMemory();

    const warmTimes: number[] = [];
    let bm25Engine: ToolSearchEngine | undefined;
    for (let run = 1; run <= warmBuilds; run++) {
      onProgress(`${label}: warm build ${run}/${warmBuilds}`);
      const started = performance.now();
      bm25Engine = await build(lanceDirectory, bm25Routing);
      warmTimes.push(performance.now() - started);
    }

    const timed = fitQueries(queries, queryCount);
    const engines = { bm25: bm25Engine!, hybrid: hybridEngine! };
    const rounds = { bm25: [] as Percentiles[], hybrid: [] as Percentiles[] };
    const paths = { bm25: {} as Record<string, number>, hybrid: {} as Record<string, number> };
    const recall = { bm25: 0, hybrid: 0 };
    // A few untimed searches first: the first ones pay for JIT compilation and opening the table.
    for (const engine of Object.values(engines)) for (const { query } of timed.slice(0, 10)) await engine.rank({ query, limit });
    for (let round = 1; round <= latencyRounds; round++) {
      for (const pathName of ['bm25', 'hybrid'] as const) {
        onProgress(`${label}: ${pathName} searches, round ${round}/${latencyRounds}`);
        const latencies: number[] = [];
        for (const { query, relevant } of timed) {
          const started = performance.now();
          const ranking = await engines[pathName].rank({ query, limit });
          latencies.push(performance.now() - started);
          if (round === 1) {
            paths[pathName][ranking.path] = (paths[pathName][ranking.path] ?? 0) + 1;
            recall[pathName] += recallAt(ranking.names, relevant, limit) / timed.length;
          }
        }
        rounds[pathName].push({ p50: percentile(latencies, 0.5), p95: percentile(latencies, 0.95), p99: percentile(latencies, 0.99) });
      }
    }
    const medianPercentiles = (perRound: Percentiles[]): Percentiles => ({
      p50: median(perRound.map((round) => round.p50)),
      p95: median(perRound.map((round) => round.p95)),
      p99: median(perRound.map((round) => round.p99)),
    });

    const coldMs = median(coldTimes);
    const warmMs = median(warmTimes);
    return {
      tools: tools.length,
      vectorRows: hybridEngine!.vectorBuild.rowsEmbedded + hybridEngine!.vectorBuild.rowsKept,
      queries: timed.length,
      build: {
        coldMs,
        warmMs,
        warmOverCold: warmMs / coldMs,
        coldRuns: coldBuilds,
        warmRuns: warmBuilds,
        coldRowsEmbedded: hybridEngine!.vectorBuild.rowsEmbedded,
        warmRowsEmbedded: bm25Engine!.vectorBuild.rowsEmbedded,
      },
      latencyMs: { bm25: medianPercentiles(rounds.bm25), hybrid: medianPercentiles(rounds.hybrid), rounds: latencyRounds },
      hybridOverBm25P50: median(rounds.hybrid.map((round, index) => round.p50 / rounds.bm25[index]!.p50)),
      paths,
      recallAtLimit: recall,
      memoryAfterBuild,
      memoryBeforeBuild,
    };
  } finally {
    await fs.rm(scratch, { recursive: true, force: true });
  }
}
