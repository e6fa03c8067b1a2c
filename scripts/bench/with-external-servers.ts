import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../server/config.ts';
import { composeWayfinder } from '../../server/compose.ts';
import type { Logger } from '../../server/logger.ts';
import type { Embedder } from '../../server/services/embeddings/embedder.ts';
import { toModelInputSchema } from '../../server/tool-runtime/to-model-input-schema.ts';
import { isExternalTool } from '../../server/tools/catalogue-tool.ts';
import { npmServersConfiguration, startHttpEverythingServer } from '../support/npm-mcp-servers.ts';
import { toolDeclarationTokens } from './count-request-tokens.ts';
import { checkExternalServersTargets, compareWithExternalServers, type ExternalServersRow, formatExternalServersReport } from './external-servers-report.ts';
import type { ScenarioRun } from './run-scenario.ts';
import { type BenchSummary, summarizeRuns, type TargetCheck } from './summarize-runs.ts';

const SERVERS = 'server-everything (stdio), server-memory (stdio) and server-everything (Streamable HTTP)';

/**
 * The benchmark's fresh scenarios run twice, without and with the three external MCP servers of the federation tests
 * connected (started here: the HTTP one as a child process, the stdio ones by each run's Wayfinder), so the table
 * shows what connecting them costs each mode per turn.
 */
export async function measureWithExternalServers({
  benchmark,
  embedder,
  logger,
}: {
  /** Runs the scenarios with these configuration variables on top of the benchmark's. */
  benchmark: (configuration: Record<string, string>) => Promise<ScenarioRun[]>;
  embedder: Embedder;
  logger: Logger;
}): Promise<{ text: string; json: { rows: ExternalServersRow[]; targets: TargetCheck[]; externalTools: number; externalSchemaTokens: number } }> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'wayfinder-bench-external-'));
  const http = await startHttpEverythingServer();
  try {
    const file = path.join(directory, 'servers.json');
    fs.writeFileSync(file, JSON.stringify(npmServersConfiguration({ httpUrl: http.url })));
    const configuration = {
      WAYFINDER_MCP_SERVERS: file,
      WAYFINDER_MEMORY_FILE: path.join(directory, 'memory.jsonl'),
      WAYFINDER_HTTP_ALLOWLIST: `127.0.0.1:${http.port}`,
    };
    const { externalTools, externalSchemaTokens } = await measureExternalDeclarations({ directory, configuration, embedder, logger });
    const without: BenchSummary = summarizeRuns(await benchmark({}));
    const withServers: BenchSummary = summarizeRuns(await benchmark(configuration));
    const rows = compareWithExternalServers(without, withServers);
    const targets = checkExternalServersTargets(rows, { externalSchemaTokens });
    const text = `${formatExternalServersReport(rows, targets, SERVERS)}\n\nThe servers add ${externalTools} tools, ${externalSchemaTokens} tokens of declarations (o200k_base).`;
    return { text, json: { rows, targets, externalTools, externalSchemaTokens } };
  } finally {
    await http.stop();
    fs.rmSync(directory, { recursive: true, force: true });
  }
}

/** How many tools the servers add, and their declarations' tokens: what classic sends more with every call. */
async function measureExternalDeclarations({
  directory,
  configuration,
  embedder,
  logger,
}: {
  directory: string;
  configuration: Record<string, string>;
  embedder: Embedder;
  logger: Logger;
}) {
  const wayfinder = await composeWayfinder(
    loadConfig({ ...configuration, WAYFINDER_DATA_DIR: path.join(directory, 'count'), WAYFINDER_SEED: 'none', WAYFINDER_LEARNING: 'off', LOG_LEVEL: 'silent' }),
    { logger, embedder },
  );
  try {
    const external = wayfinder.toolCatalogue.tools().filter(isExternalTool);
    const choices = { templateNames: [], collectionNames: [] };
    const tokens = external.reduce(
      (sum, tool) => sum + toolDeclarationTokens({ name: tool.name, description: tool.description, inputSchema: toModelInputSchema(tool, choices) }),
      0,
    );
    return { externalTools: external.length, externalSchemaTokens: tokens };
  } finally {
    await wayfinder.close();
  }
}
