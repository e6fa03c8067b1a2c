/**
 * Scale-out benchmark: turns per second and turn latency of real Wayfinder processes on SQLite (one
 * process) and on PostgreSQL (one and two processes), in one run, against a scripted model on 127.0.0.1
 * that answers at once, so it measures Wayfinder (HTTP, agent loop, tool search, stores), not a model.
 *   npm run bench:scale [-- --turns 200 --conversations 20 --json]
 * Each conversation runs its turns one after another (a conversation allows one turn at a time); all
 * conversations run at once, each turn on the next process in turn. A turn: tool_search, cms_getPage, answer.
 * PostgreSQL: WAYFINDER_BENCH_DATABASE_URL names a server, else a throw-away cluster is started from the
 * installed PostgreSQL; without either the PostgreSQL rows are left out, and the table says so.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { formatScaleTable, type ScaleRun, summarizeScaleRun } from './bench/scale-report.ts';
import { startOpenAICompatibleServer } from './support/openai-compatible-server.ts';
import { decideScriptedTurnStep } from './support/scripted-turns.ts';
import { createScratchDatabase, findPostgresBinaries, startThrowawayPostgres } from './support/throwaway-postgres.ts';
import { startWayfinderProcess, type WayfinderProcess } from './support/wayfinder-process.ts';
import { parseScriptArgs } from './support/parse-script-args.ts';

const { values: args } = parseScriptArgs(import.meta.filename, {
  turns: { type: 'string', default: '200' },
  conversations: { type: 'string', default: '20' },
  json: { type: 'boolean', default: false },
});
const totalTurns = Number(args.turns);
const conversationCount = Number(args.conversations);
if (!Number.isInteger(totalTurns) || !Number.isInteger(conversationCount) || totalTurns < conversationCount || conversationCount < 1) {
  throw new Error('--turns and --conversations must be whole numbers, with at least one turn per conversation');
}

const TOKEN = 'bench-token-0123456789';
const SLUGS = ['home', 'about', 'services', 'pricing', 'contact', 'careers'];
const progress = (message: string) => process.stderr.write(`${message}\n`);

const provider = await startOpenAICompatibleServer();
provider.respondWith(decideScriptedTurnStep);
const directories: string[] = [];
/** What failed turns answered, each distinct answer once, printed after the table. */
const failureReasons = new Set<string>();
const processes: WayfinderProcess[] = [];

async function startInstances(count: number, databaseUrl: string | undefined): Promise<WayfinderProcess[]> {
  const shared = fs.mkdtempSync(path.join(os.tmpdir(), 'wayfinder-bench-scale-'));
  directories.push(shared);
  const started: WayfinderProcess[] = [];
  for (let index = 0; index < count; index += 1) {
    const instance = await startWayfinderProcess({
      environment: {
        WAYFINDER_DATA_DIR: path.join(shared, `instance-${index}`),
        WAYFINDER_UPLOADS_DIR: path.join(shared, 'uploads'),
        ...(databaseUrl ? { WAYFINDER_DATABASE_URL: databaseUrl } : {}),
        WAYFINDER_TOKENS: `bench:${TOKEN}`,
        OPENROUTER_API_KEY: 'bench-key-not-a-secret',
        OPENROUTER_BASE_URL: provider.baseUrl,
        WAYFINDER_MODEL: 'bench/model',
        LOG_LEVEL: 'error',
      },
    });
    processes.push(instance);
    started.push(instance);
  }
  return started;
}

async function turn(instance: WayfinderProcess, sessionId: string, text: string): Promise<boolean> {
  const response = await fetch(`${instance.url}/api/chat`, {
    method: 'POST',
    headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify({ id: sessionId, message: { id: `${sessionId}-${performance.now()}`, role: 'user', parts: [{ type: 'text', text }] } }),
  });
  const body = await response.text();
  const ok = response.ok && body.includes('Done.');
  if (!ok) failureReasons.add(`${response.status}: ${body.slice(0, 300)}`);
  return ok;
}

/** Runs `turns` turns over the conversations, all conversations at once; times each turn. */
async function drive(instances: readonly WayfinderProcess[], prefix: string, turns: number): Promise<Omit<ScaleRun, 'setup' | 'instances'>> {
  const latencies: number[] = [];
  let failures = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: conversationCount }, async (_, conversation) => {
      const own = Math.floor(turns / conversationCount) + (conversation < turns % conversationCount ? 1 : 0);
      for (let index = 0; index < own; index += 1) {
        const at = performance.now();
        const ok = await turn(
          instances[(conversation + index) % instances.length]!,
          `${prefix}-${conversation}`,
          `Look at ${SLUGS[(conversation + index) % SLUGS.length]}`,
        );
        latencies.push(performance.now() - at);
        if (!ok) failures += 1;
      }
    }),
  );
  return { turnLatenciesMs: latencies, wallMs: performance.now() - started, failures };
}

async function measure(setup: string, instances: readonly WayfinderProcess[]): Promise<ScaleRun> {
  progress(`${setup}: warming up`);
  await drive(instances, `${setup}-warm`, conversationCount);
  progress(`${setup}: ${totalTurns} turns over ${conversationCount} conversations`);
  return { setup, instances: instances.length, ...(await drive(instances, setup, totalTurns)) };
}

const runs: ScaleRun[] = [];
let cluster: Awaited<ReturnType<typeof startThrowawayPostgres>> | undefined;
let note = '';
try {
  runs.push(await measure('SQLite', await startInstances(1, undefined)));
  let serverUrl = process.env.WAYFINDER_BENCH_DATABASE_URL;
  const binaries = serverUrl ? undefined : findPostgresBinaries();
  if (!serverUrl && binaries) {
    cluster = await startThrowawayPostgres(binaries);
    serverUrl = cluster.url;
  }
  if (serverUrl) {
    for (const count of [1, 2]) {
      const scratch = await createScratchDatabase(serverUrl, { prefix: 'wayfinder_bench' });
      try {
        const instances = await startInstances(count, scratch.url);
        runs.push(await measure(`PostgreSQL`, instances));
        for (const instance of instances) instance.child.kill('SIGKILL');
      } finally {
        await scratch.drop();
      }
    }
  } else {
    note = '\nPostgreSQL rows left out: set WAYFINDER_BENCH_DATABASE_URL or install PostgreSQL.';
  }
} finally {
  for (const instance of processes) instance.child.kill('SIGKILL');
  cluster?.stop();
  await provider.close();
  for (const directory of directories) fs.rmSync(directory, { recursive: true, force: true });
}

const rows = runs.map(summarizeScaleRun);
if (args.json) console.log(JSON.stringify(rows, null, 2));
else {
  console.log(`Scale: ${totalTurns} turns over ${conversationCount} concurrent conversations per set-up, scripted model, ${os.cpus().length} CPUs${note}\n`);
  console.log(formatScaleTable(rows));
}
if (failureReasons.size > 0) process.stderr.write(`Failed turns answered:\n${[...failureReasons].join('\n')}\n`);
