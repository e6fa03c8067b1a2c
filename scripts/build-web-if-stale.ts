import { fileURLToPath } from 'node:url';
import { buildWebIfStale } from './web-build.ts';

// Runs before `npm start`: the server serves web/dist, so it must match web/src.
const result = buildWebIfStale(fileURLToPath(new URL('..', import.meta.url)));
console.log(result === 'built' ? 'Built the chat page into web/dist.' : 'Chat page build is up to date.');
