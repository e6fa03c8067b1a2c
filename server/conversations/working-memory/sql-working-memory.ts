import type { SqlClient, SqlDatabase } from '../../store/sql/sql-client.ts';
import type { EntityType } from './entity-type.ts';
import { ConflictError, NotFoundError } from '../../errors/cms-errors.ts';
import { mergeTurn } from './merge-turn.ts';
import type { MemoryEntity, ConversationMemory, UsedTool, WorkingMemoryStore } from './working-memory.ts';
import { conversationScope } from './conversation-id.ts';
import { insertRows } from '../../store/sql/insert-rows.ts';
import { likePattern } from '../../store/sql/sql-text.ts';

export type SqlWorkingMemoryOptions = {
  /** The database the CMS store uses too; its transactions serialise our writes with the store's. */
  database: SqlDatabase;
  /** Clock for createdAt/updatedAt; tests pin it. */
  now?: () => Date;
};

type ConversationRow = {
  session_id: string;
  editor: string;
  title: string;
  summary: string | null;
  created_at: string;
  updated_at: string;
  registry_version: string | null;
};
type EntityRow = { type: string; entity_id: string; id_kind: 'number' | 'string'; name: string; seen_at: string };
type UsedToolRow = { name: string; used_count: number; last_used: string; last_result: UsedTool['lastResult'] };

/** Working memory in the tables of migration 2 (sessions, session_entities, session_*_tools), plus migration 3's registry_version. */
export function createSqlWorkingMemory({ database, now = () => new Date() }: SqlWorkingMemoryOptions): WorkingMemoryStore {
  // Every read-then-write runs in a transaction of the conversation's own scope: two writes to one conversation
  // never interleave (in any process), while other conversations and CMS writes go on.
  return {
    create: ({ sessionId, editor, title, registryVersion }) =>
      database.transaction(async (db) => {
        if (await readMemory(db, sessionId))
          throw new ConflictError({
            entity: 'conversation',
            key: sessionId,
            message: `Conversation "${sessionId}" already exists; pick another id or continue that conversation.`,
          });
        const createdAt = now().toISOString();
        await db.run('INSERT INTO sessions (session_id, editor, title, summary, created_at, updated_at, registry_version) VALUES (?, ?, ?, NULL, ?, ?, ?)', [
          sessionId,
          editor,
          title,
          createdAt,
          createdAt,
          registryVersion ?? null,
        ]);
        return (await readMemory(db, sessionId))!;
      }, conversationScope(sessionId)),

    get: (sessionId) => database.read((db) => readMemory(db, sessionId)),

    list: (editor, { titleContains } = {}) =>
      database.read(async (db) => {
        const byTitle = titleContains ? ` AND title ${db.dialect.likeIgnoringCase} ? ESCAPE '\\'` : '';
        return (
          await db.all<ConversationRow>(
            `SELECT session_id, title, created_at, updated_at FROM sessions WHERE editor = ?${byTitle} ORDER BY updated_at DESC, created_at DESC, session_id`,
            titleContains ? [editor, likePattern(titleContains)] : [editor],
          )
        ).map((row) => ({ sessionId: row.session_id, title: row.title, createdAt: row.created_at, updatedAt: row.updated_at }));
      }),

    rename: (sessionId, title) =>
      database.transaction(async (db) => {
        const result = await db.run('UPDATE sessions SET title = ? WHERE session_id = ?', [title, sessionId]);
        if (result.changes === 0) throw new NotFoundError({ entity: 'conversation', key: sessionId });
      }, conversationScope(sessionId)),

    delete: (sessionId) =>
      database.transaction(async (db) => {
        // Entities, tools, turns and messages go with the row (ON DELETE CASCADE); the plan has no foreign key.
        const result = await db.run('DELETE FROM sessions WHERE session_id = ?', [sessionId]);
        if (result.changes === 0) throw new NotFoundError({ entity: 'conversation', key: sessionId });
        await db.run('DELETE FROM session_plans WHERE session_id = ?', [sessionId]);
      }, conversationScope(sessionId)),

    recordTurn: (sessionId, update) =>
      database.transaction(async (db) => {
        const memory = await readMemory(db, sessionId);
        if (!memory)
          throw new NotFoundError({ entity: 'conversation', key: sessionId, message: `No conversation "${sessionId}". Create it before recording turns.` });
        const merged = mergeTurn({ memory, update, now: now().toISOString() });
        await writeMemory(db, merged);
        return (await readMemory(db, sessionId))!;
      }, conversationScope(sessionId)),

    adoptRegistryVersion: (sessionId, { version, existingTools }) =>
      database.transaction(async (db) => {
        const memory = await readMemory(db, sessionId);
        if (!memory) throw new NotFoundError({ entity: 'conversation', key: sessionId });
        if (memory.registryVersion === version) return { previousVersion: version, droppedTools: [] };
        const droppedTools = memory.discoveredTools.filter((name) => !existingTools.has(name));
        for (const name of droppedTools) await db.run('DELETE FROM session_discovered_tools WHERE session_id = ? AND name = ?', [sessionId, name]);
        await db.run('UPDATE sessions SET registry_version = ? WHERE session_id = ?', [version, sessionId]);
        return { ...(memory.registryVersion === undefined ? {} : { previousVersion: memory.registryVersion }), droppedTools };
      }, conversationScope(sessionId)),
  };
}

async function readMemory(db: SqlClient, sessionId: string): Promise<ConversationMemory | undefined> {
  const row = await db.get<ConversationRow>('SELECT * FROM sessions WHERE session_id = ?', [sessionId]);
  if (!row) return undefined;
  const entities = await db.all<EntityRow>('SELECT type, entity_id, id_kind, name, seen_at FROM session_entities WHERE session_id = ? ORDER BY position', [
    sessionId,
  ]);
  const discoveredTools = await db.column<string>('SELECT name FROM session_discovered_tools WHERE session_id = ? ORDER BY discovery_order', [sessionId]);
  const usedTools = await db.all<UsedToolRow>(
    `SELECT name, used_count, last_used, last_result FROM session_used_tools WHERE session_id = ? ORDER BY last_used DESC, ${db.dialect.codeUnitOrder('name')}`,
    [sessionId],
  );
  return {
    sessionId: row.session_id,
    editor: row.editor,
    title: row.title,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    entities: entities.map(toMemoryEntity),
    discoveredTools,
    usedTools: usedTools.map((tool) => ({ name: tool.name, count: tool.used_count, lastUsed: tool.last_used, lastResult: tool.last_result })),
    ...(row.summary === null ? {} : { summary: row.summary }),
    ...(row.registry_version === null ? {} : { registryVersion: row.registry_version }),
  };
}

function toMemoryEntity(row: EntityRow): MemoryEntity {
  return {
    type: row.type as EntityType,
    id: row.id_kind === 'number' ? Number(row.entity_id) : row.entity_id,
    name: row.name,
    seenAt: row.seen_at,
  };
}

/**
 * Stores a conversation's merged memory. Entities are replaced whole (the merge pruned and ordered them); tools
 * are only added or updated, because the merge never drops one.
 */
async function writeMemory(db: SqlClient, memory: ConversationMemory): Promise<void> {
  await db.run('UPDATE sessions SET summary = ?, updated_at = ? WHERE session_id = ?', [memory.summary ?? null, memory.updatedAt, memory.sessionId]);

  await db.run('DELETE FROM session_entities WHERE session_id = ?', [memory.sessionId]);
  await insertRows(
    db,
    'session_entities',
    ['session_id', 'type', 'entity_id', 'id_kind', 'name', 'seen_at', 'position'],
    memory.entities.map((entity, position) => [memory.sessionId, entity.type, String(entity.id), typeof entity.id, entity.name, entity.seenAt, position]),
  );
  await insertRows(
    db,
    'session_discovered_tools',
    ['session_id', 'name', 'discovery_order', 'discovered_at'],
    memory.discoveredTools.map((name, order) => [memory.sessionId, name, order, memory.updatedAt]),
    'ON CONFLICT DO NOTHING',
  );
  await insertRows(
    db,
    'session_used_tools',
    ['session_id', 'name', 'used_count', 'last_used', 'last_result'],
    memory.usedTools.map((tool) => [memory.sessionId, tool.name, tool.count, tool.lastUsed, tool.lastResult]),
    'ON CONFLICT (session_id, name) DO UPDATE SET used_count = excluded.used_count, last_used = excluded.last_used, last_result = excluded.last_result',
  );
}
