/**
 * Writes data/tool-registry.json: the registry version (a content hash the server also computes at
 * startup and reports in /health), the git commit, the build time, and every tool's JSON schema and
 * metadata.
 *   npm run build:tools                       # data/tool-registry.json
 *   npm run build:tools -- --out other.json
 */
import fs from 'node:fs';
import path from 'node:path';
import { buildToolRegistryFile, currentGitCommit } from '../server/tool-runtime/tool-registry-file.ts';

const root = path.resolve(import.meta.dirname, '..');
const outIndex = process.argv.indexOf('--out');
const out = path.resolve(outIndex > 0 && process.argv[outIndex + 1] ? process.argv[outIndex + 1]! : path.join(root, 'data', 'tool-registry.json'));

const registry = buildToolRegistryFile({ gitCommit: currentGitCommit(root) });
fs.mkdirSync(path.dirname(out), { recursive: true });
fs.writeFileSync(out, `${JSON.stringify(registry, null, 2)}\n`);
console.log(
  `Tool registry ${registry.version}: ${registry.toolCount} tools${registry.gitCommit ? ` at ${registry.gitCommit.slice(0, 12)}` : ''} -> ${path.relative(process.cwd(), out)}`,
);
