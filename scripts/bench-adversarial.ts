/**
 * Adversarial-input benchmark: the longest time one message can hold the event loop in text analysis.
 *   npm run bench:adversarial [-- --length 100000] [-- --json]
 * Each input (one long word of each script, identifiers, compounds, many short distinct words) goes
 * through what a chat message goes through before the model's first step: tool search (keyword and
 * vector: `ToolSearchEngine.rank`), pre-routing, `refersBack` and `isSmallTalk`. The table gives, per
 * input, the whole time and the longest event-loop stall while it ran (`monitorEventLoopDelay`).
 * The vector index uses the configured embedder (the offline model by default, its cache off), in a temporary directory.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { loadConfig } from '../server/config.ts';
import { createLogger } from '../server/logger.ts';
import { openConfiguredEmbedder } from '../server/services/embeddings/open-configured-embedder.ts';
import { isSmallTalk } from '../server/text/small-talk.ts';
import { refersBack } from '../server/text/refers-back.ts';
import { describeCmsTools } from '../server/tools/cms/describe-cms-tools.ts';
import { CMS_TOOL_PHRASES } from '../server/tools/cms/phrases.ts';
import { toSearchableTool, validateToolIndex } from '../server/tools/tool-search/build-tool-index.ts';
import { preRouteChoice } from '../server/tools/tool-search/pre-route.ts';
import { createToolSearchEngine } from '../server/tools/tool-search/tool-search-engine.ts';
import { adversarialInputs } from './bench/adversarial-inputs.ts';
import { parseScriptArgs } from './support/parse-script-args.ts';

const { values: args } = parseScriptArgs(import.meta.filename, { length: { type: 'string', default: '100000' }, json: { type: 'boolean', default: false } });
const length = Number(args.length);
if (!Number.isInteger(length) || length < 1) throw new Error('--length must be a whole number of characters');

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'wayfinder-bench-adversarial-'));
// No embedding cache: a vector remembered from an earlier run would hide the model's time.
const config = loadConfig({
  ...process.env,
  WAYFINDER_DATA_DIR: path.join(scratch, 'data'),
  WAYFINDER_SEED: 'none',
  WAYFINDER_EMBEDDING_CACHE_DIR: 'none',
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
});
const logger = createLogger({ level: config.logLevel });
const { embedder, close: closeEmbedder } = openConfiguredEmbedder(config.embeddings);
try {
  const metadata = validateToolIndex({ tools: describeCmsTools(), phrases: CMS_TOOL_PHRASES });
  const engine = await createToolSearchEngine({
    tools: metadata.map((entry) => toSearchableTool(entry)),
    lanceDirectory: path.join(scratch, 'lancedb'),
    embedder,
    routing: config.toolSearch,
    minConfidence: config.toolSearch.minConfidence,
    logger,
  });
  const analyse = async (message: string) => {
    const ranking = await engine.rank({ query: message, limit: config.toolSearch.limit });
    preRouteChoice({ message, ranking, isDestructive: () => false });
    refersBack(message);
    isSmallTalk(message);
  };
  // Warm up: the embedding model loads on its first query, which is no property of the input.
  await analyse('show me all pages');

  const rows: Array<{ input: string; characters: number; totalMs: number; maxStallMs: number }> = [];
  for (const { name, text } of adversarialInputs(length)) {
    const delay = monitorEventLoopDelay({ resolution: 1 });
    delay.enable();
    // The monitor's timer starts on the next turn of the loop: a stall before it would go unseen.
    await new Promise((resolve) => setTimeout(resolve, 5));
    const started = performance.now();
    await analyse(text);
    const totalMs = performance.now() - started;
    // Let the monitor's timer fire once after the last synchronous stretch, so that stretch is counted.
    await new Promise((resolve) => setTimeout(resolve, 5));
    delay.disable();
    rows.push({ input: name, characters: text.length, totalMs, maxStallMs: delay.max / 1e6 });
    process.stderr.write(`${name}: ${totalMs.toFixed(0)} ms\n`);
  }

  if (args.json) console.log(JSON.stringify(rows));
  else {
    console.log(`| input (${length.toLocaleString('en')} characters) | total ms | longest event-loop stall ms |`);
    console.log('|---|---|---|');
    for (const row of rows) console.log(`| ${row.input} | ${row.totalMs.toFixed(1)} | ${row.maxStallMs.toFixed(1)} |`);
    const worst = rows.reduce((a, b) => (b.maxStallMs > a.maxStallMs ? b : a));
    console.log(`\nworst stall: ${worst.maxStallMs.toFixed(1)} ms (${worst.input}); worst total: ${Math.max(...rows.map((row) => row.totalMs)).toFixed(1)} ms`);
  }
} finally {
  closeEmbedder();
  fs.rmSync(scratch, { recursive: true, force: true });
}
