import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export type WayfinderProcess = { url: string; child: ChildProcess; output(): string };

/**
 * A real Wayfinder server process (`server/main.ts` on a free port); resolves once it listens. `preload`
 * modules run first (`node --import`), e.g. to crash it at a chosen moment. The caller kills it.
 */
export function startWayfinderProcess({ environment, preload = [] }: { environment: Record<string, string>; preload?: string[] }): Promise<WayfinderProcess> {
  // Started as `npm start` starts it: Node strips the types, with its compile cache on.
  const imports = ['server/enable-compile-cache.ts', ...preload].flatMap((module) => ['--import', path.join(ROOT, module)]);
  const child = spawn(process.execPath, [...imports, 'server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: '0', LOG_LEVEL: 'warn', ...environment },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const listening = output.match(/listening on (http:\/\/\S+)/);
      if (listening) resolve({ url: listening[1]!, child, output: () => output });
    });
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`server exited (${code}) before listening:\n${output}`)));
  });
}
