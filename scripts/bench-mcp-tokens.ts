/**
 * What tools/list costs an MCP client (o200k_base): at connect with discovery, after one
 * tool_search, and with all tools at once, on a fresh copy of the demo site.
 *
 *   npm run bench:mcp              markdown table on stdout (the README's)
 *   npm run bench:mcp -- --json    the numbers as JSON
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { composeWayfinder } from '../server/compose.ts';
import { loadConfig } from '../server/config.ts';
import { formatToolListTokens, measureToolListTokens } from './mcp/measure-tool-list-tokens.ts';
import { parseScriptArgs } from './support/parse-script-args.ts';

const { values: flags } = parseScriptArgs(import.meta.filename, { json: { type: 'boolean', default: false } });

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wayfinder-mcp-tokens-'));
try {
  const config = loadConfig({ WAYFINDER_DATA_DIR: dataDir, WAYFINDER_SEED: 'demo', WAYFINDER_TOKENS: 'bench:bench-token-unused-0000', LOG_LEVEL: 'silent' });
  const wayfinder = await composeWayfinder(config);
  try {
    const report = await measureToolListTokens({ wayfinder });
    console.log(flags.json ? JSON.stringify({ ...report, tokenizer: 'o200k_base' }, null, 2) : formatToolListTokens(report));
  } finally {
    await wayfinder.close();
  }
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
