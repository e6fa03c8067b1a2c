import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchDatabase } from '../../scripts/support/throwaway-postgres.ts';
import { startOpenAICompatibleServer } from '../../scripts/support/openai-compatible-server.ts';
import { decideScriptedTurnStep } from '../../scripts/support/scripted-turns.ts';
import { postgresServerUrl } from '../support/test-database.ts';
import { startWayfinderProcess, type WayfinderProcess } from '../../scripts/support/wayfinder-process.ts';

const TOKEN = 'alice-token-0123456789';
const SLUGS = ['home', 'about', 'services', 'pricing', 'contact', 'careers'];

const describeOnPostgres = postgresServerUrl() ? describe : describe.skip;

describeOnPostgres('two Wayfinder processes on one PostgreSQL', () => {
  let provider: Awaited<ReturnType<typeof startOpenAICompatibleServer>>;
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  const directories: string[] = [];
  const processes: WayfinderProcess[] = [];

  const start = async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wayfinder-instance-'));
    directories.push(dataDir);
    const instance = await startWayfinderProcess({
      environment: {
        WAYFINDER_DATA_DIR: dataDir,
        WAYFINDER_DATABASE_URL: scratch.url,
        WAYFINDER_UPLOADS_DIR: path.join(directories[0]!, 'uploads'),
        WAYFINDER_TOKENS: `alice:${TOKEN}`,
        OPENROUTER_API_KEY: 'test-key-not-a-secret',
        OPENROUTER_BASE_URL: provider.baseUrl,
        WAYFINDER_MODEL: 'test/model',
      },
    });
    processes.push(instance);
    return instance;
  };

  const send = async (instance: WayfinderProcess, sessionId: string, text: string) => {
    const response = await fetch(`${instance.url}/api/chat`, {
      method: 'POST',
      headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        id: sessionId,
        message: { id: `${sessionId}-${Math.random().toString(36).slice(2)}`, role: 'user', parts: [{ type: 'text', text }] },
      }),
    });
    return { status: response.status, body: await response.text() };
  };

  const memoryOf = async (instance: WayfinderProcess, sessionId: string) =>
    (await fetch(`${instance.url}/api/sessions/${sessionId}`, { headers: { authorization: `Bearer ${TOKEN}` } })).json() as Promise<{
      discoveredTools: string[];
      usedTools: Array<{ name: string; count: number }>;
      entities: Array<{ type: string; name: string }>;
    }>;

  let a: WayfinderProcess;
  let b: WayfinderProcess;

  beforeAll(async () => {
    provider = await startOpenAICompatibleServer();
    provider.respondWith(decideScriptedTurnStep);
    scratch = await createScratchDatabase(postgresServerUrl()!);
    // One after the other: the first seeds the demo site; both would be fine, but the order keeps the log quiet.
    a = await start();
    b = await start();
  }, 120_000);

  afterAll(async () => {
    for (const instance of processes) instance.child.kill('SIGKILL');
    await provider?.close();
    await scratch?.drop();
    for (const directory of directories) fs.rmSync(directory, { recursive: true, force: true });
  });

  it('opens a preview link issued by one process on the other', async () => {
    const issued = await fetch(`${a.url}/api/preview-access`, { headers: { authorization: `Bearer ${TOKEN}` } });
    const { access } = (await issued.json()) as { access: string };
    const preview = await fetch(`${b.url}/preview/about?access=${encodeURIComponent(access)}`);
    expect(preview.status).toBe(200);
    expect(await preview.text()).toContain('<html');
  });

  it('runs 50 concurrent turns over 10 conversations on both processes without a 5xx or a lost memory', async () => {
    const conversations = Array.from({ length: 10 }, (_, index) => `scale-${index}`);
    const statuses: number[] = [];
    await Promise.all(
      conversations.map(async (sessionId, conversation) => {
        for (let turn = 0; turn < 5; turn += 1) {
          const instance = (conversation + turn) % 2 === 0 ? a : b;
          const { status } = await send(instance, sessionId, `Look at ${SLUGS[(conversation + turn) % SLUGS.length]}`);
          statuses.push(status);
        }
      }),
    );
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    expect(statuses.every((status) => status === 200)).toBe(true);
    for (const [conversation, sessionId] of conversations.entries()) {
      const memory = await memoryOf(conversation % 2 === 0 ? b : a, sessionId);
      expect(memory.discoveredTools).toContain('cms_getPage');
      expect(memory.usedTools.find((tool) => tool.name === 'cms_getPage')?.count).toBe(5);
      const looked = new Set(Array.from({ length: 5 }, (_, turn) => SLUGS[(conversation + turn) % SLUGS.length]));
      expect(memory.entities.filter((entity) => entity.type === 'page')).toHaveLength(looked.size);
    }
  }, 120_000);

  it('takes the next message of a conversation as soon as the answer to the last one has been read', async () => {
    // The lock goes before the answer's stream closes, so a client that sends at once never meets a 409.
    for (let turn = 0; turn < 20; turn += 1) {
      const { status, body } = await send(turn % 2 === 0 ? a : b, 'back-to-back', `Look at ${SLUGS[turn % SLUGS.length]}`);
      expect({ turn, status }).toEqual({ turn, status: 200 });
      expect(body).toContain('Done.');
    }
  }, 60_000);

  it('answers 409 on one process while a turn of the same conversation runs on the other', async () => {
    const running = send(a, 'overlap', 'Slowly: Look at about');
    await new Promise((resolve) => setTimeout(resolve, 500));
    const second = await send(b, 'overlap', 'Look at home');
    expect(second.status).toBe(409);
    expect(second.body).toContain('still running');
    expect((await running).status).toBe(200);
    expect((await send(b, 'overlap', 'Look at home')).status).toBe(200);
  }, 60_000);

  it('stops a turn running on one process when the editor presses Stop on the other', async () => {
    const running = send(a, 'stop-elsewhere', 'Slowly: Look at about');
    await new Promise((resolve) => setTimeout(resolve, 500));
    const stop = await fetch(`${b.url}/api/chat/stop`, {
      method: 'POST',
      headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify({ id: 'stop-elsewhere' }),
    });
    expect(await stop.json()).toEqual({ stopped: true });
    const stopped = await running;
    expect(stopped.body).not.toContain('Done.');
    expect((await send(b, 'stop-elsewhere', 'Look at home')).status).toBe(200);
  }, 60_000);

  it('finds a page edited through one process with the semantic and the name search of the other within 2 s', async () => {
    const title = 'Glacier Kayak Expeditions';
    const edit = await send(a, 'edit-on-a', `Rename pricing to ${title}`);
    expect(edit.status).toBe(200);
    const editedAt = Date.now();
    let found = false;
    while (!found && Date.now() - editedAt < 2_000) {
      // Asked in lower case, so only a search result can bring the title's capitals into the answer.
      const search = await send(b, `search-on-b-${Date.now()}`, 'Search glacier kayak expeditions');
      found = search.body.includes(title);
    }
    expect(found).toBe(true);
    const byName = await send(b, 'find-on-b', 'Find glacier kayak');
    expect(byName.body).toContain(title);
  }, 60_000);

  it('serves the next turn on the other process when one is killed mid-turn', async () => {
    const dying = await start();
    const interrupted = send(dying, 'survivor', 'Slowly: Look at careers').catch(() => ({ status: 0, body: 'connection lost' }));
    await new Promise((resolve) => setTimeout(resolve, 700));
    dying.child.kill('SIGKILL');
    await interrupted;
    const next = await send(b, 'survivor', 'Look at contact');
    expect(next.status).toBe(200);
    expect(next.body).toContain('Done.');
  }, 60_000);
});
