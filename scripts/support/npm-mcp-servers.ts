import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';

const require = createRequire(import.meta.url);

/**
 * The executable an npm package's bin names, resolved in node_modules: tests and benchmarks start it with this
 * Node (the project's Node 24), not through npx, which costs a registry check and half a second per start.
 */
export function npmServerBin(packageName: string): string {
  const manifestFile = require.resolve(`${packageName}/package.json`);
  const { bin } = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as { bin: string | Record<string, string> };
  return path.join(path.dirname(manifestFile), typeof bin === 'string' ? bin : Object.values(bin)[0]!);
}

export const EVERYTHING_SERVER = '@modelcontextprotocol/server-everything';
export const MEMORY_SERVER = '@modelcontextprotocol/server-memory';

/** A port nobody listens on now, on 127.0.0.1. */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export type HttpEverythingServer = {
  /** Its Streamable HTTP endpoint, e.g. "http://127.0.0.1:41234/mcp". */
  url: string;
  port: number;
  /** Ends the process at once (SIGKILL), as a crash would. */
  kill(): Promise<void>;
  /** Starts it again on the same port. */
  restart(): Promise<void>;
  stop(): Promise<void>;
};

/**
 * `@modelcontextprotocol/server-everything` in its Streamable HTTP mode (its README: `node dist/index.js
 * streamableHttp`, PORT from the environment), started as a child process on a free port, ready once it says it listens.
 */
export async function startHttpEverythingServer(): Promise<HttpEverythingServer> {
  const port = await freePort();
  let child: ChildProcess | undefined;
  const start = async () => {
    const started = spawn(process.execPath, [npmServerBin(EVERYTHING_SERVER), 'streamableHttp'], {
      env: { PATH: process.env.PATH ?? '', PORT: String(port) },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    child = started;
    await new Promise<void>((resolve, reject) => {
      let said = '';
      started.stderr!.on('data', (chunk: Buffer) => {
        said += chunk.toString();
        if (said.includes('listening on port')) resolve();
      });
      started.once('exit', (code) => reject(new Error(`server-everything exited (${code}) before listening: ${said.slice(0, 500)}`)));
    });
  };
  const end = async (signal: NodeJS.Signals) => {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill(signal);
    await exited;
  };
  await start();
  return { url: `http://127.0.0.1:${port}/mcp`, port, kill: () => end('SIGKILL'), restart: start, stop: () => end('SIGTERM') };
}

/**
 * The configuration of the three servers nobody here wrote, in the clients' `mcpServers` shape: server-everything
 * and server-memory over stdio, and server-everything over Streamable HTTP at `httpUrl`. server-memory keeps its
 * graph in the file named by the `${WAYFINDER_MEMORY_FILE}` variable.
 */
export function npmServersConfiguration({ httpUrl }: { httpUrl: string }) {
  return {
    mcpServers: {
      everything: { command: process.execPath, args: [npmServerBin(EVERYTHING_SERVER), 'stdio'] },
      memory: { command: process.execPath, args: [npmServerBin(MEMORY_SERVER)], env: { MEMORY_FILE_PATH: '${WAYFINDER_MEMORY_FILE}' } },
      'everything-http': { url: httpUrl },
    },
  };
}
