/**
 * How soon `npm run mcp` answers an MCP client over stdio, against starting the project's Node directly
 * (docs/mcp.md): the time to the answer of the `server/discover` probe (clients of revision 2026-07-28 give it
 * a second, the AI SDK's among them) and to the `initialize` result. The two ways run alternately, so load on
 * the machine falls on both alike.
 *   npm run bench:mcp-start [-- --runs 15]
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

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
  const started = performance.now();
  const child = spawn(command, args, {
    cwd: os.tmpdir(),
    env: { ...process.env, WAYFINDER_DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['pipe', 'pipe', 'ignore'],
  });
  const answeredAt = new Map<number, number>();
  let pending = '';
  child.stdout.on('data', (chunk: Buffer) => {
    const lines = (pending + chunk.toString('utf8')).split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) answeredAt.set((JSON.parse(line) as { id: number }).id, performance.now() - started);
  });
  const send = (message: object) => child.stdin.write(`${JSON.stringify(message)}\n`);
  send({ jsonrpc: '2.0', id: 0, method: 'server/discover' });
  send({
    jsonrpc: '2.0',
    id: 1,
    method: 'initialize',
    params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'bench', version: '1' } },
  });
  while (!answeredAt.has(1)) await new Promise((resolve) => setTimeout(resolve, 5));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.stdin.end();
  await exited;
  return { probeMs: answeredAt.get(0) ?? Number.NaN, initializeMs: answeredAt.get(1) ?? Number.NaN };
}

const quantile = (values: number[], q: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(q * values.length))] ?? Number.NaN;

const { values } = parseArgs({ options: { runs: { type: 'string', default: '15' } } });
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
