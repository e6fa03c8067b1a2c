/**
 * How soon `npm run mcp` answers an MCP client over stdio, against starting the project's Node directly
 * (docs/mcp.md): the time to the answer of the `server/discover` probe (clients of revision 2026-07-28 give it
 * a second, the AI SDK's among them) and to the `initialize` result. The two ways run alternately, so load on
 * the machine falls on both alike.
 *   npm run bench:mcp-start [-- --runs 15]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startJsonRpcOverStdio } from './support/json-rpc-over-stdio.ts';
import { parseScriptArgs } from './support/parse-script-args.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const NODE = path.join(ROOT, 'node_modules', '.bin', 'node');

const WAYS = {
  'npm --silent run mcp': ['npm', ['--silent', '--prefix', ROOT, 'run', 'mcp']],
  'node (direct)': [NODE, ['--import', path.join(ROOT, 'server/enable-compile-cache.ts'), path.join(ROOT, 'server/mcp-stdio-main.ts')]],
} as const satisfies Record<string, readonly [string, readonly string[]]>;
type Way = keyof typeof WAYS;

type StartTimes = { probeMs: number; initializeMs: number };

async function timeOneStart(way: Way, dataDir: string): Promise<StartTimes> {
  const [command, args] = WAYS[way];
  const server = startJsonRpcOverStdio(command, args, { cwd: os.tmpdir(), env: { ...process.env, WAYFINDER_DATA_DIR: dataDir, LOG_LEVEL: 'warn' } });
  server.send({ jsonrpc: '2.0', id: 0, method: 'server/discover' });
  server.send({
    jsonrpc: '2.0',
    id: 1,
    method: 'initialize',
    params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'bench', version: '1' } },
  });
  await server.answerTo(1);
  await server.end();
  const answeredAt = (id: number) => server.messages().find(({ message }) => message.id === id)?.atMs ?? Number.NaN;
  return { probeMs: answeredAt(0), initializeMs: answeredAt(1) };
}

const quantile = (values: number[], q: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(q * values.length))] ?? Number.NaN;

const { values } = parseScriptArgs(import.meta.filename, { runs: { type: 'string', default: '15' } });
const runs = Number(values.runs);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wayfinder-bench-mcp-start-'));
try {
  await timeOneStart('node (direct)', dataDir); // seeds the data directory and fills the compile cache
  const times: Record<Way, StartTimes[]> = { 'npm --silent run mcp': [], 'node (direct)': [] };
  for (let run = 0; run < runs; run++) for (const way of Object.keys(WAYS) as Way[]) times[way].push(await timeOneStart(way, dataDir));
  console.log(`${runs} starts each, alternating; load average ${(os.loadavg()[0] ?? 0).toFixed(1)} on ${os.availableParallelism()} cores\n`);
  console.log('| start | probe answered, median | p90 | max | initialize result, median | p90 |');
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const [way, samples] of Object.entries(times)) {
    const probe = samples.map((sample) => sample.probeMs);
    const initialize = samples.map((sample) => sample.initializeMs);
    const ms = (value: number) => `${Math.round(value)} ms`;
    console.log(
      `| ${way} | ${ms(quantile(probe, 0.5))} | ${ms(quantile(probe, 0.9))} | ${ms(Math.max(...probe))} | ${ms(quantile(initialize, 0.5))} | ${ms(quantile(initialize, 0.9))} |`,
    );
  }
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
