/**
 * Federation at scale: a generated catalogue (ToolRet-APIGen's size, 3,605 tools, by default) served by external MCP
 * servers over Streamable HTTP, one per domain, listed and indexed by Wayfinder through the protocol.
 *   npm run bench:federation                        the table below
 *   npm run bench:federation -- --size 1000 --queries 100 --rounds 3 --json
 *   npm run bench:federation -- --hashed-embeddings   vectors from hashed trigrams instead of the embedding model (seconds, not minutes)
 * Prints: the index time (start-up with the servers minus start-up without, nothing cached, then the same for two
 * restarts that find their vectors on disk), tool_search's latency as served (p50 / p95 over the queries x rounds), and the
 * discovery quality of the same queries through MCP beside Wayfinder's own tools and through MCP alone, next to
 * `npm run eval:discovery -- --tools` on the same catalogue (written to --out, so the command can be run on it).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../server/config.ts';
import { composeWayfinder, type Wayfinder } from '../server/compose.ts';
import { createLogger } from '../server/logger.ts';
import type { Embedder } from '../server/services/embeddings/embedder.ts';
import { createCachedEmbedder, openEmbeddingCache } from '../server/services/embeddings/cached-embedder.ts';
import { openConfiguredEmbedder } from '../server/services/embeddings/open-configured-embedder.ts';
import type { SearchableTool } from '../server/tools/tool-search/searchable-tool.ts';
import { toSearchableTool, validateToolIndex } from '../server/tools/tool-search/build-tool-index.ts';
import { loadToolRanker } from '../server/tools/tool-search/ranker/tool-ranker.ts';
import { loadAnswerChooser } from '../server/tools/tool-search/answer/answer-chooser.ts';
import { createToolSearchEngine } from '../server/tools/tool-search/tool-search-engine.ts';
import { describeCmsTools } from '../server/tools/cms/describe-cms-tools.ts';
import { CMS_TOOL_PHRASES } from '../server/tools/cms/phrases.ts';
import { federatedCatalogue, federatedServersFile, listThroughMcp, queriesThroughMcp, throughMcp } from './evaluation/federated-catalogue.ts';
import { percentile } from './evaluation/ranking-metrics.ts';
import { type DiscoveryEvalReport, runDiscoveryEval, toSearchableCatalogue } from './evaluation/run-discovery-eval.ts';
import { generateSyntheticQueries } from './evaluation/synthetic-catalogue.ts';
import { serveToolCatalogues } from './support/catalogue-mcp-server.ts';
import { createHashedEmbedder } from './support/hashed-embeddings-server.ts';
import { parseScriptArgs } from './support/parse-script-args.ts';

const { values: args } = parseScriptArgs(import.meta.filename, {
  size: { type: 'string', default: '3605' },
  queries: { type: 'string', default: '200' },
  rounds: { type: 'string', default: '3' },
  json: { type: 'boolean', default: false },
  out: { type: 'string' },
  'hashed-embeddings': { type: 'boolean', default: false },
});
const size = Number(args.size);
const rounds = Number(args.rounds);
const K = 5;

const progress = (message: string) => process.stderr.write(`${message}\n`);
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'wayfinder-bench-federation-'));
const out = args.out ?? path.join(scratch, 'catalogue');
fs.mkdirSync(out, { recursive: true });

const { tools, servers } = federatedCatalogue(size);
const queries = generateSyntheticQueries(size, Number(args.queries));
fs.writeFileSync(path.join(out, 'tools.json'), JSON.stringify(tools));
fs.writeFileSync(path.join(out, 'queries.json'), JSON.stringify(queries));
const catalogueServers = await serveToolCatalogues({ catalogues: servers });
const serversFile = path.join(scratch, 'servers.json');
fs.writeFileSync(serversFile, JSON.stringify(federatedServersFile(Object.keys(servers), catalogueServers.urlOf)));

const logger = createLogger({ level: process.env.LOG_LEVEL ?? 'warn' });
// Nothing cached between runs: a cold index embeds every text, and a restart reads what the cold one stored.
const environment = (dataDir: string, withServers: boolean) => ({
  ...process.env,
  WAYFINDER_DATA_DIR: dataDir,
  WAYFINDER_SEED: 'none',
  WAYFINDER_LEARNING: 'off',
  WAYFINDER_EMBEDDING_CACHE_DIR: 'none',
  WAYFINDER_HTTP_ALLOWLIST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  ...(withServers ? { WAYFINDER_MCP_SERVERS: serversFile } : {}),
});
const configured = args['hashed-embeddings'] ? undefined : openConfiguredEmbedder(loadConfig(environment(scratch, false)).embeddings);
const embedder: Embedder = configured?.embedder ?? createHashedEmbedder();
// The quality runs index the same texts twice (through MCP alone, and as the harness reads the file): embedded once.
const evaluationCache = openEmbeddingCache(path.join(scratch, 'embedding-cache'));
const evaluationEmbedder = createCachedEmbedder({ embedder, cache: evaluationCache });

async function timedStart(dataDir: string, withServers: boolean): Promise<{ wayfinder: Wayfinder; ms: number }> {
  const started = performance.now();
  const wayfinder = await composeWayfinder(loadConfig(environment(dataDir, withServers)), { logger, embedder });
  return { wayfinder, ms: performance.now() - started };
}

try {
  progress(`${size} tools on ${Object.keys(servers).length} servers; embedder ${embedder.modelId}`);
  progress('start-up without the servers, nothing cached, and again…');
  const without = await timedStart(path.join(scratch, 'without'), false);
  await without.wayfinder.close();
  const withoutRestart = await timedStart(path.join(scratch, 'without'), false);
  await withoutRestart.wayfinder.close();
  progress('start-up with the servers, nothing cached…');
  const cold = await timedStart(path.join(scratch, 'with'), true);
  const indexed = cold.wayfinder.toolCatalogue.tools().length - cold.wayfinder.tools.length;
  await cold.wayfinder.close();
  progress('restart with the servers, vectors on disk…');
  const warm = await timedStart(path.join(scratch, 'with'), true);
  const wayfinder = warm.wayfinder;

  progress('tool_search latency as served…');
  const latencies: number[] = [];
  for (let round = 0; round < rounds; round++) {
    for (const { query } of queries) {
      const started = performance.now();
      await wayfinder.toolSearch.search({ query, limit: K });
      latencies.push(performance.now() - started);
    }
  }

  progress('discovery quality through MCP…');
  const builtIn = validateToolIndex({ tools: describeCmsTools(), phrases: CMS_TOOL_PHRASES }).map((entry) => toSearchableTool(entry));
  const externalSearchable = toSearchableCatalogue(tools).map((tool) => ({ ...tool, name: throughMcp(tool.name) }));
  const throughMcpReport = await runDiscoveryEval({
    engine: wayfinder.toolSearch,
    tools: [...builtIn, ...externalSearchable],
    queries: queriesThroughMcp(queries),
    k: K,
    indexBuildMs: warm.ms,
  });
  const ranker = wayfinder.config.toolSearch.ranker ? loadToolRanker() : undefined;
  const answerChooser = wayfinder.config.toolSearch.ranker ? loadAnswerChooser() : undefined;
  const engineOver = (searchable: readonly SearchableTool[], name: string) =>
    createToolSearchEngine({
      tools: searchable,
      lanceDirectory: path.join(scratch, name),
      embedder: evaluationEmbedder,
      routing: wayfinder.config.toolSearch,
      minConfidence: wayfinder.config.toolSearch.minConfidence,
      ranker,
      answerChooser,
      logger,
    });
  progress('through MCP, the catalogue alone…');
  const listed = await listThroughMcp({ servers: wayfinder.config.mcpServers, allowList: wayfinder.config.http.allowList });
  const aloneReport = await runDiscoveryEval({
    engine: await engineOver(listed, 'alone'),
    tools: listed,
    queries: queriesThroughMcp(queries),
    k: K,
    indexBuildMs: 0,
  });
  progress('the same catalogue as `npm run eval:discovery -- --tools` indexes it…');
  const direct = toSearchableCatalogue(tools);
  const directReport = await runDiscoveryEval({ engine: await engineOver(direct, 'direct'), tools: direct, queries, k: K, indexBuildMs: 0 });
  await wayfinder.close();

  const result = {
    size,
    servers: Object.keys(servers).length,
    indexed,
    embedder: embedder.modelId,
    startUpMs: { withoutServers: without.ms, withoutServersRestart: withoutRestart.ms, cold: cold.ms, restart: warm.ms },
    indexMs: { cold: cold.ms - without.ms, restart: warm.ms - withoutRestart.ms },
    searchMs: { p50: percentile(latencies, 0.5), p95: percentile(latencies, 0.95), searches: latencies.length },
    quality: { throughMcp: summaryOf(throughMcpReport), throughMcpAlone: summaryOf(aloneReport), direct: summaryOf(directReport) },
    catalogue: out,
  };
  if (args.json) console.log(JSON.stringify(result, null, 2));
  else printTable(result);
} finally {
  await catalogueServers.close();
  configured?.close();
  evaluationCache.close();
  if (!args.out) fs.rmSync(scratch, { recursive: true, force: true });
}

function summaryOf(report: DiscoveryEvalReport) {
  const { recallAt1, recallAt5, recallAt10, completenessAtK, mrr, ndcgAt10, n } = report;
  return { n, recallAt1, recallAt5, recallAt10, completenessAtK, mrr, ndcgAt10, answerRecall: report.answers.recall };
}

function printTable(result: {
  size: number;
  servers: number;
  indexed: number;
  embedder: string;
  indexMs: { cold: number; restart: number };
  searchMs: { p50: number; p95: number; searches: number };
  quality: { throughMcp: ReturnType<typeof summaryOf>; throughMcpAlone: ReturnType<typeof summaryOf>; direct: ReturnType<typeof summaryOf> };
  catalogue: string;
}) {
  const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  const format = (value: number) => value.toFixed(3);
  console.log(
    `${result.indexed.toLocaleString('en')} tools listed over Streamable HTTP from ${result.servers} servers and indexed beside Wayfinder's own; ` +
      `embedder ${result.embedder}, ${os.cpus().length} CPUs, Node ${process.version}\n`,
  );
  console.log('| measure | value |\n|---|---:|');
  console.log(`| index time, nothing cached (start-up with the servers minus without) | ${seconds(result.indexMs.cold)} |`);
  console.log(`| index time on a restart, vectors on disk (the same, both restarted) | ${seconds(result.indexMs.restart)} |`);
  console.log(`| tool_search p50 / p95 (${result.searchMs.searches} searches) | ${result.searchMs.p50.toFixed(1)} / ${result.searchMs.p95.toFixed(1)} ms |`);
  console.log(`\n${result.quality.direct.n} generated queries, k=${K}:\n`);
  console.log('| index | R@1 | R@5 | R@10 | complete@5 | MRR | nDCG@10 | answers: recall |\n|---|---:|---:|---:|---:|---:|---:|---:|');
  for (const [name, summary] of [
    ['through MCP, beside the built-in tools (as served)', result.quality.throughMcp],
    ['through MCP, the catalogue alone', result.quality.throughMcpAlone],
    ['`eval:discovery -- --tools` on the same catalogue', result.quality.direct],
  ] as const) {
    console.log(
      `| ${name} | ${format(summary.recallAt1)} | ${format(summary.recallAt5)} | ${format(summary.recallAt10)} | ${format(summary.completenessAtK)} | ${format(summary.mrr)} | ${format(summary.ndcgAt10)} | ${format(summary.answerRecall)} |`,
    );
  }
  console.log(`\nThe catalogue and queries: ${result.catalogue} (npm run eval:discovery -- --tools …/tools.json --queries …/queries.json)`);
}
