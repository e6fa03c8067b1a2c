import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openSqliteConnection } from '../../server/store/sqlite/sqlite-connection.ts';
import { startOpenAICompatibleServer } from '../../scripts/support/openai-compatible-server.ts';
import { startWayfinderProcess } from '../../scripts/support/wayfinder-process.ts';

const TOKEN = 'alice-token-0123456789';
const MARKER = 'Crash-test heading 7f3a';

let provider: Awaited<ReturnType<typeof startOpenAICompatibleServer>>;
let dataDir: string;
const children: ChildProcess[] = [];

beforeAll(async () => {
  provider = await startOpenAICompatibleServer();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wayfinder-crash-'));
});
afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  await provider.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** A real Wayfinder process on the test's data directory, with the scripted provider as its model. */
async function startServer(environment: Record<string, string> = {}) {
  const server = await startWayfinderProcess({
    preload: ['test/support/crash-after-commit.mjs'],
    environment: {
      WAYFINDER_DATA_DIR: dataDir,
      WAYFINDER_TOKENS: `alice:${TOKEN}`,
      OPENROUTER_API_KEY: 'test-key-not-a-secret',
      OPENROUTER_BASE_URL: provider.baseUrl,
      WAYFINDER_MODEL: 'test/model',
      ...environment,
    },
  });
  children.push(server.child);
  return server;
}

const addSectionTurn = () =>
  provider.play([
    { toolCalls: [{ toolName: 'tool_search', input: { query: 'add a section to a page' } }] },
    {
      toolCalls: [
        {
          toolName: 'cms_addSectionToPage',
          input: { pageSlug: 'about', template: 'text', content: { heading: MARKER, body: 'Added once, whatever happens.' } },
        },
      ],
    },
    { text: 'The section is on the about page.' },
  ]);

const ask = (url: string) =>
  fetch(`${url}/api/chat`, {
    method: 'POST',
    headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      id: 'crash-session',
      message: { id: 'add-section-1', role: 'user', parts: [{ type: 'text', text: 'add a text section to about' }] },
    }),
  }).then((response) => response.text());

const sectionsWithMarker = () => {
  const db = openSqliteConnection(path.join(dataDir, 'wayfinder.sqlite'));
  try {
    return db.prepare('SELECT COUNT(*) FROM sections WHERE content_json LIKE ?').pluck().get(`%${MARKER}%`) as number;
  } finally {
    db.close();
  }
};

it('writes once when the process dies right after the write commits and the client retries', async () => {
  const crashing = await startServer({ WAYFINDER_TEST_CRASH_MARKER: MARKER });
  const died = new Promise((resolve) => crashing.child.once('exit', (_code, signal) => resolve(signal)));
  addSectionTurn();
  await ask(crashing.url).catch(() => 'connection lost');
  expect(await died).toBe('SIGKILL');
  expect(sectionsWithMarker()).toBe(1);

  const restarted = await startServer();
  addSectionTurn();
  const retry = await ask(restarted.url);
  expect(retry).toContain('not run again');
  expect(retry).toContain('The section is on the about page.');
  expect(sectionsWithMarker()).toBe(1);
}, 180_000);
