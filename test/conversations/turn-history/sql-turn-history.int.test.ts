import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSqlTurnHistory } from '../../../server/conversations/turn-history/sql-turn-history.ts';
import { TURNS_KEPT, type TurnHistory } from '../../../server/conversations/turn-history/turn-history.ts';
import { createSqlWorkingMemory } from '../../../server/conversations/working-memory/sql-working-memory.ts';
import type { SqlDatabase } from '../../../server/store/sql/sql-client.ts';

import { DATABASE_BACKENDS, openTestDatabase } from '../../support/test-database.ts';

describe.each(DATABASE_BACKENDS)('turn history on %s', (backend) => {
  /** The one place this file opens a database. */
  const openDatabase = (): Promise<SqlDatabase> => openTestDatabase(backend);

  let database: SqlDatabase;
  let history: TurnHistory;

  beforeEach(async () => {
    database = await openDatabase();
    history = createSqlTurnHistory({ database });
    await createSqlWorkingMemory({ database }).create({ sessionId: 's1', editor: 'ana', title: 'Session', registryVersion: 'v1' });
  });
  afterEach(() => database.close());

  const begin = (requestKey: string) => history.begin({ sessionId: 's1', requestKey, registryVersion: 'v1' });

  describe('turn history', () => {
    it('numbers turns per session and keeps only the last five', async () => {
      for (let request = 1; request <= TURNS_KEPT + 2; request++) await begin(`user:m${request}`);
      const kept = await history.list('s1');
      expect(kept.map((turn) => turn.turn)).toEqual([3, 4, 5, 6, 7]);
      expect(await history.findByRequest('s1', 'user:m1')).toBeUndefined();
      expect(await history.findByRequest('s1', 'user:m7')).toMatchObject({ turn: 7, status: 'running', registryVersion: 'v1' });
    });

    it('records tool calls and writes as they happen, and the response once the turn completes', async () => {
      const { turn } = await begin('user:m1');
      await history.recordToolCall({ sessionId: 's1', turn, call: { tool: 'cms_findImage', argumentsHash: 'a', outcome: 'empty' } });
      await history.recordToolCall({
        sessionId: 's1',
        turn,
        call: { tool: 'http_post', argumentsHash: 'b', outcome: 'ok' },
        write: { tool: 'http_post', argumentsHash: 'b', output: { status: 201 } },
      });
      await history.finish({ sessionId: 's1', turn, status: 'completed', response: [{ type: 'start' }, { type: 'finish' }] });
      expect(await history.findByRequest('s1', 'user:m1')).toMatchObject({
        status: 'completed',
        finishedAt: expect.any(String),
        toolCalls: [
          { tool: 'cms_findImage', outcome: 'empty' },
          { tool: 'http_post', outcome: 'ok' },
        ],
        writes: [{ tool: 'http_post', argumentsHash: 'b', output: { status: 201 } }],
        response: [{ type: 'start' }, { type: 'finish' }],
      });
    });

    it('resumes an interrupted turn under its number, keeping what it did', async () => {
      const { turn } = await begin('user:m1');
      await history.recordToolCall({
        sessionId: 's1',
        turn,
        call: { tool: 'http_post', argumentsHash: 'b', outcome: 'ok' },
        write: { tool: 'http_post', argumentsHash: 'b', output: 1 },
      });
      await history.finish({ sessionId: 's1', turn, status: 'interrupted' });
      const resumed = await history.resume({ sessionId: 's1', turn, registryVersion: 'v2' });
      expect(resumed).toMatchObject({ turn, status: 'running', registryVersion: 'v2', writes: [{ tool: 'http_post' }] });
      expect(resumed.finishedAt).toBeUndefined();
    });

    it('finds the latest turn of a request that ran twice (a regenerate)', async () => {
      await begin('user:m1');
      await begin('user:m1');
      expect((await history.findByRequest('s1', 'user:m1'))?.turn).toBe(2);
    });
  });
});
