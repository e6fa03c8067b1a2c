import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** Newest modification time under `directory` (recursively), 0 when it does not exist. */
function newestChange(directory: string): number {
  if (!fs.existsSync(directory)) return 0;
  return fs.readdirSync(directory, { withFileTypes: true, recursive: true }).reduce((newest, entry) => {
    if (!entry.isFile()) return newest;
    return Math.max(newest, fs.statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }, 0);
}

/** True when web/dist is missing or older than any source of the chat page. */
export function webBuildIsStale(root: string): boolean {
  const built = path.join(root, 'web', 'dist', 'index.html');
  if (!fs.existsSync(built)) return true;
  const sources = [path.join(root, 'web', 'index.html'), path.join(root, 'web', 'vite.config.ts'), path.join(root, 'package-lock.json')];
  const newestSource = Math.max(newestChange(path.join(root, 'web', 'src')), ...sources.map((file) => (fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0)));
  return newestSource > fs.statSync(built).mtimeMs;
}

/** Builds the chat page with Vite into web/dist when it is missing or stale. */
export function buildWebIfStale(root: string): 'built' | 'fresh' {
  if (!webBuildIsStale(root)) return 'fresh';
  const vite = path.join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  execFileSync(process.execPath, [vite, 'build', '--config', path.join(root, 'web', 'vite.config.ts'), '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  return 'built';
}
