import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

export type ThrowawayPostgres = { url: string; stop(): void };

/** The newest installed PostgreSQL's bin directory (Debian puts each major version under /usr/lib/postgresql). */
export function findPostgresBinaries(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return undefined;
  const versions = fs
    .readdirSync(root)
    .filter((version) => fs.existsSync(path.join(root, version, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] && path.join(root, versions[0], 'bin');
}

/**
 * Starts a PostgreSQL cluster in a new temp directory, on a free local port, with trust authentication for
 * the `wayfinder` role; `stop` shuts it down and removes it. PostgreSQL refuses to run as root, so as root
 * the cluster belongs to the `postgres` user Debian's package creates (or `nobody`).
 */
export async function startThrowawayPostgres(binaries: string): Promise<ThrowawayPostgres> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'wayfinder-postgres-'));
  const dataDirectory = path.join(directory, 'data');
  const runAs = process.getuid?.() === 0 ? (spawnSync('id', ['-u', 'postgres']).status === 0 ? 'postgres' : 'nobody') : undefined;
  if (runAs) {
    fs.chmodSync(directory, 0o755);
    execFileSync('chown', [runAs, directory]);
  }
  const run = (program: string, args: string[]) =>
    runAs
      ? execFileSync('runuser', ['-u', runAs, '--', path.join(binaries, program), ...args], { stdio: 'pipe' })
      : execFileSync(path.join(binaries, program), args, { stdio: 'pipe' });
  const port = await freePort();
  run('initdb', ['-D', dataDirectory, '-U', 'wayfinder', '--auth=trust', '--encoding=UTF8', '--no-sync']);
  const options = `-p ${port} -k ${directory} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c max_connections=200`;
  run('pg_ctl', ['-D', dataDirectory, '-o', options, '-l', path.join(directory, 'server.log'), '-w', 'start']);
  const stop = () => {
    try {
      run('pg_ctl', ['-D', dataDirectory, '-m', 'immediate', '-w', 'stop']);
    } finally {
      fs.rmSync(directory, { recursive: true, force: true });
    }
  };
  return { url: `postgres://wayfinder@127.0.0.1:${port}/postgres`, stop };
}

async function freePort(): Promise<number> {
  const net = await import('node:net');
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * A new, empty database on the server of `serverUrl`; `drop` removes it. Each test file gets its own.
 * `icuLocale` (e.g. "en-US") makes its text order that locale's, as many production databases have.
 * `template` names a database to copy instead (e.g. one already migrated); no one may be connected to it.
 */
export async function createScratchDatabase(
  serverUrl: string,
  { prefix = 'wayfinder_test', icuLocale, template }: { prefix?: string; icuLocale?: string; template?: string } = {},
): Promise<{ name: string; url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const source = icuLocale
      ? ` TEMPLATE template0 LOCALE_PROVIDER icu ICU_LOCALE '${icuLocale.replace(/[^\w-]/g, '')}' LOCALE 'C.UTF-8'`
      : template
        ? ` TEMPLATE ${template.replace(/\W/g, '')}`
        : '';
    await admin.query(`CREATE DATABASE ${name}${source}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}
