import { fileURLToPath } from 'node:url';
import { buildWebIfStale } from '../../scripts/web-build.ts';

/**
 * Global setup of the browser project: builds the chat page (web/dist) when stale, once per run. Built by
 * each browser test file instead, the files would see the same stale build at once and both run Vite.
 */
export default function buildChatPage() {
  buildWebIfStale(fileURLToPath(new URL('../..', import.meta.url)));
}
