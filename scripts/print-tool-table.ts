/**
 * Prints the README's tool table from the tool modules themselves (the one source of truth):
 *   npm run docs:tools
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../server/config.ts';
import { createLogger } from '../server/logger.ts';
import { createServices } from '../server/services/container.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wayfinder-docs-'));
const services = await createServices(loadConfig({ WAYFINDER_DATA_DIR: dataDir, WAYFINDER_SEED: 'none', LOG_LEVEL: 'silent' }), {
  logger: createLogger({ level: 'silent' }),
});
try {
  const firstSentence = (text: string) => (text.match(/^.*?[.!?](?=\s+[A-Z]|$)/)?.[0] ?? text).trim();
  console.log('| category | tool | risk | what it does |');
  console.log('|---|---|---|---|');
  for (const tool of services.tools) {
    const risk = tool.requiresConfirmation ? `${tool.risk}, needs approval` : tool.risk;
    console.log(`| ${tool.category} | \`${tool.name}\` | ${risk} | ${firstSentence(tool.description).replace(/\|/g, '\\|')} |`);
  }
  console.log(`\n${services.tools.length} tools, plus \`tool_search\`, the only tool the agent starts with.`);
} finally {
  await services.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
