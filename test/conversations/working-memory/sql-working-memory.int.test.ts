import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSqlWorkingMemory } from '../../../server/conversations/working-memory/sql-working-memory.ts';
import type { MemoryEntity, TurnUpdate, WorkingMemoryStore } from '../../../server/conversations/working-memory/working-memory.ts';
import { createSqlConversationStore } from '../../../server/conversations/sql-conversation-store.ts';
import { createSqlTurnHistory } from '../../../server/conversations/turn-history/sql-turn-history.ts';
import { createSqlCmsStore } from '../../../server/store/sql/sql-cms-store.ts';
import type { SqlDatabase } from '../../../server/store/sql/sql-client.ts';
import { ConflictError, NotFoundError } from '../../../server/errors/cms-errors.ts';

const at = (second: number) => new Date(Date.UTC(2026, 0, 1, 12, 0, second)).toISOString();
const emptyTurn: TurnUpdate = { entities: [], discoveredTools: [], toolResults: [] };
import { createTestDatabaseSource, DATABASE_BACKENDS, type TestDatabaseSource } from '../../support/test-database.ts';

describe.each(DATABASE_BACKENDS)('working memory on %s', (backend) => {
  let source: TestDatabaseSource;
  let database: SqlDatabase;
  let memory: WorkingMemoryStore;
  let clockSecond: number;

  /** The one place this file opens a database; called again to reopen the same one. */
  const openDatabase = (): Promise<SqlDatabase> => source.open();

  beforeEach(async () => {
    source = await createTestDatabaseSource(backend, { empty: false });
    database = await openDatabase();
    clockSecond = 0;
    memory = createSqlWorkingMemory({ database, now: () => new Date(at(clockSecond++)) });
  });

  afterEach(async () => {
    await database.close();
    await source.remove();
  });

  describe('sessions', () => {
    it('creates an empty session and reads it back', async () => {
      const created = await memory.create({ sessionId: 's1', editor: 'ana', title: 'Pricing update' });
      expect(created).toEqual({
        sessionId: 's1',
        editor: 'ana',
        title: 'Pricing update',
        createdAt: at(0),
        updatedAt: at(0),
        entities: [],
        discoveredTools: [],
        usedTools: [],
      });
      expect(await memory.get('s1')).toEqual(created);
      expect(await memory.get('missing')).toBeUndefined();
    });

    it('refuses a second conversation with the same id', async () => {
      await memory.create({ sessionId: 's1', editor: 'ana', title: 'First' });
      const refusal = memory.create({ sessionId: 's1', editor: 'ben', title: 'Second' });
      await expect(refusal).rejects.toBeInstanceOf(ConflictError);
      await expect(refusal).rejects.toMatchObject({ entity: 'conversation', key: 's1' });
      expect((await memory.get('s1'))?.title).toBe('First');
    });

    it("lists an editor's sessions, most recently updated first, and nobody else's", async () => {
      await memory.create({ sessionId: 'old', editor: 'ana', title: 'Old' });
      await memory.create({ sessionId: 'other', editor: 'ben', title: 'Not Ana' });
      await memory.create({ sessionId: 'new', editor: 'ana', title: 'New' });
      await memory.recordTurn('old', emptyTurn);
      expect((await memory.list('ana')).map((session) => session.sessionId)).toEqual(['old', 'new']);
      expect((await memory.list('ben')).map((session) => session.title)).toEqual(['Not Ana']);
      expect(await memory.list('nobody')).toEqual([]);
    });

    it('keeps what a session learned after the database is reopened', async () => {
      await memory.create({ sessionId: 's1', editor: 'ana', title: 'Persisted' });
      const page: MemoryEntity = { type: 'page', id: 4, name: 'Pricing', seenAt: at(10) };
      const slug: MemoryEntity = { type: 'webPage', id: 'https://example.com/a', name: 'Example', seenAt: at(9) };
      await memory.recordTurn('s1', { entities: [page, slug], discoveredTools: ['cms_getPage'], toolResults: [], summary: 'Looked at pricing' });
      await database.close();
      database = await openDatabase();
      const reopened = await createSqlWorkingMemory({ database }).get('s1');
      expect(reopened).toMatchObject({ entities: [page, slug], discoveredTools: ['cms_getPage'], summary: 'Looked at pricing' });
    });
  });

  describe('rename, delete and search by title', () => {
    it("finds the editor's conversations whose title contains the words, ignoring case, with % and _ taken literally", async () => {
      await memory.create({ sessionId: 'a', editor: 'ana', title: 'Spring sale banner' });
      await memory.create({ sessionId: 'b', editor: 'ana', title: 'Menu links' });
      await memory.create({ sessionId: 'c', editor: 'ben', title: 'SPRING for Ben' });
      await memory.create({ sessionId: 'd', editor: 'ana', title: '50% off_now' });
      expect((await memory.list('ana', { titleContains: 'spring' })).map((session) => session.sessionId)).toEqual(['a']);
      expect((await memory.list('ana', { titleContains: '% off_' })).map((session) => session.sessionId)).toEqual(['d']);
      expect(await memory.list('ana', { titleContains: '%' })).toHaveLength(1);
      expect(await memory.list('ana', { titleContains: 'nothing like it' })).toEqual([]);
    });

    it('renames a conversation without moving it in the list', async () => {
      await memory.create({ sessionId: 'older', editor: 'ana', title: 'First message text' });
      await memory.create({ sessionId: 'newer', editor: 'ana', title: 'Newer' });
      await memory.rename('older', 'Hero banner work');
      expect(await memory.list('ana')).toMatchObject([{ sessionId: 'newer' }, { sessionId: 'older', title: 'Hero banner work', updatedAt: at(0) }]);
      await expect(memory.rename('missing', 'x')).rejects.toBeInstanceOf(NotFoundError);
    });

    it('deletes the conversation with its messages, turns, memory and plan, and keeps the changes it made', async () => {
      const store = createSqlCmsStore({ database });
      const conversations = createSqlConversationStore({ database });
      const turns = createSqlTurnHistory({ database });
      for (const sessionId of ['gone', 'kept']) {
        await memory.create({ sessionId, editor: 'ana', title: sessionId });
        await memory.recordTurn(sessionId, {
          ...emptyTurn,
          entities: [{ type: 'page', id: 1, name: 'Home', seenAt: at(5) }],
          discoveredTools: ['cms_getPage'],
        });
        await conversations.save(sessionId, [{ id: `${sessionId}-m1`, role: 'user', parts: [{ type: 'text', text: 'hello' }] }], { replacing: [] });
        await turns.begin({ sessionId, requestKey: `${sessionId}-m1`, registryVersion: 'v1' });
        await store.plans.save(sessionId, { goal: 'A goal', steps: [] });
      }
      const page = await store.attributed({ editor: 'ana', sessionId: 'gone', turn: 1, tool: 'cms_createPage' }, () =>
        store.pages.create({ slug: 'made-in-gone', title: 'Made in gone' }),
      );

      await memory.delete('gone');

      expect(await memory.get('gone')).toBeUndefined();
      expect(await conversations.load('gone')).toEqual([]);
      expect(await turns.list('gone')).toEqual([]);
      expect(await store.plans.get('gone')).toBeUndefined();
      expect((await store.changes.list({ sessionId: 'gone', limit: 10 })).changes).toMatchObject([{ entity: { type: 'page', id: page.id }, action: 'create' }]);
      expect(await store.pages.getBySlug('made-in-gone')).toBeDefined();
      // The other conversation is untouched.
      expect((await memory.get('kept'))?.entities).toHaveLength(1);
      expect(await conversations.load('kept')).toHaveLength(1);
      expect(await turns.list('kept')).toHaveLength(1);
      expect(await store.plans.get('kept')).toBeDefined();
      await expect(memory.delete('gone')).rejects.toBeInstanceOf(NotFoundError);
    });
  });

  describe('recordTurn', () => {
    beforeEach(async () => {
      await memory.create({ sessionId: 's1', editor: 'ana', title: 'Session' });
    });

    it('merges entities, discovered tools and tool results into the session', async () => {
      await memory.recordTurn('s1', {
        entities: [{ type: 'page', id: 4, name: 'Pricing', seenAt: at(20) }],
        discoveredTools: ['cms_findResource', 'cms_getPage'],
        toolResults: [{ name: 'cms_findResource', success: true, at: at(20) }],
      });
      const session = await memory.recordTurn('s1', {
        entities: [
          { type: 'page', id: 4, name: 'Prices', seenAt: at(30) },
          { type: 'section', id: 18, name: 'Pricing table', seenAt: at(30) },
        ],
        discoveredTools: ['cms_updateSectionContent', 'cms_findResource'],
        toolResults: [{ name: 'cms_findResource', success: false, at: at(30) }],
        summary: 'Renaming prices',
      });
      expect(session.entities).toEqual([
        { type: 'page', id: 4, name: 'Prices', seenAt: at(30) },
        { type: 'section', id: 18, name: 'Pricing table', seenAt: at(30) },
      ]);
      expect(session.discoveredTools).toEqual(['cms_findResource', 'cms_getPage', 'cms_updateSectionContent']);
      expect(session.usedTools).toEqual([{ name: 'cms_findResource', count: 2, lastUsed: at(30), lastResult: 'error' }]);
      expect(session.summary).toBe('Renaming prices');
      expect(session.updatedAt > session.createdAt).toBe(true);
      expect(await memory.get('s1')).toEqual(session);
    });

    it('keeps only the 10 most recent entities', async () => {
      const entities = Array.from({ length: 12 }, (_, index): MemoryEntity => ({ type: 'image', id: index, name: `${index}.png`, seenAt: at(index) }));
      const session = await memory.recordTurn('s1', { ...emptyTurn, entities });
      expect(session.entities.map((entity) => entity.id)).toEqual([11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
      expect((await memory.get('s1'))?.entities).toHaveLength(10);
    });

    it('loses neither of two turns that finish at the same time', async () => {
      await Promise.all([
        memory.recordTurn('s1', {
          entities: [{ type: 'page', id: 1, name: 'Home', seenAt: at(40) }],
          discoveredTools: ['cms_getPage'],
          toolResults: [{ name: 'cms_getPage', success: true, at: at(40) }],
        }),
        memory.recordTurn('s1', {
          entities: [{ type: 'image', id: 7, name: 'logo.png', seenAt: at(41) }],
          discoveredTools: ['cms_findImage'],
          toolResults: [
            { name: 'cms_getPage', success: true, at: at(41) },
            { name: 'cms_findImage', success: true, at: at(41) },
          ],
        }),
      ]);
      const session = await memory.get('s1');
      expect(session?.entities.map((entity) => `${entity.type}:${entity.id}`).sort()).toEqual(['image:7', 'page:1']);
      expect(session?.discoveredTools.slice().sort()).toEqual(['cms_findImage', 'cms_getPage']);
      expect(session?.usedTools.find((tool) => tool.name === 'cms_getPage')?.count).toBe(2);
      expect(session?.usedTools.find((tool) => tool.name === 'cms_findImage')?.count).toBe(1);
    });

    it('keeps a turn recorded while a CMS transaction on the same database rolls back', async () => {
      const store = createSqlCmsStore({ database });
      let failEdit!: () => void;
      const editHeld = new Promise<void>((resolve) => (failEdit = resolve));
      const failedEdit = store.transaction(async (transaction) => {
        await transaction.pages.create({ slug: 'half-done', title: 'Half done' });
        await editHeld;
        throw new Error('edit failed');
      });
      const turn = memory.recordTurn('s1', { ...emptyTurn, discoveredTools: ['cms_createPage'] });
      failEdit();
      await expect(failedEdit).rejects.toThrow('edit failed');
      await turn;
      expect((await memory.get('s1'))?.discoveredTools).toEqual(['cms_createPage']);
      expect(await store.pages.getBySlug('half-done')).toBeUndefined();
    });

    it('refuses a turn for a session that does not exist', async () => {
      await expect(memory.recordTurn('missing', emptyTurn)).rejects.toBeInstanceOf(NotFoundError);
      expect(await memory.get('missing')).toBeUndefined();
    });
  });
  // A database whose text order follows a locale ("alpha" before "Zeta") must still give names in code-unit
  // order ("Zeta" first), as the merge in memory orders them.
  it.skipIf(backend === 'sqlite')('orders tools used at the same moment by code unit, whatever the database locale', async () => {
    const localized = await createTestDatabaseSource(backend, { icuLocale: 'en-US' });
    const localizedDatabase = await localized.open();
    try {
      const store = createSqlWorkingMemory({ database: localizedDatabase, now: () => new Date(at(1)) });
      await store.create({ sessionId: 's1', editor: 'ana', title: 'Ties' });
      const recorded = await store.recordTurn('s1', {
        ...emptyTurn,
        toolResults: [
          { name: 'alpha', success: true, at: at(5) },
          { name: 'Zeta', success: true, at: at(5) },
        ],
      });
      expect(recorded.usedTools.map((tool) => tool.name)).toEqual(['Zeta', 'alpha']);
    } finally {
      await localizedDatabase.close();
      await localized.remove();
    }
  });
});
