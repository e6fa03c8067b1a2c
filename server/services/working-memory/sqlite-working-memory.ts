import type { SqliteConnection } from '../../store/sqlite/sqlite-connection.ts';
import type { SqliteDatabase } from '../../store/sqlite/sqlite-database.ts';
import type { EntityType } from './entity-type.ts';
import { ConflictError, NotFoundError } from '../../errors/cms-errors.ts';
import { mergeTurn } from './merge-turn.ts';
import type { MemoryEntity, SessionMemory, UsedTool, WorkingMemoryStore } from './working-memory.ts';

export type SqliteWorkingMemoryOptions = {
  /** The connection the CMS store uses too; every operation takes its lock. */
  database: SqliteDatabase;
  /** Clock for createdAt/updatedAt; tests pin it. */
  now?: () => Date;
};

type SessionRow = {
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
export function createSqliteWorkingMemory({ database, now = () => new Date() }: SqliteWorkingMemoryOptions): WorkingMemoryStore {
  const { db, lock } = database;

  // Every operation goes through the shared lock: a CMS transaction awaits between its statements,
  // and a write of ours must not land inside it.
  const inTransaction = <T>(work: () => T): Promise<T> => lock.run(() => db.transaction(work));

  return {
    create: ({ sessionId, editor, title, registryVersion }) =>
      inTransaction(() => {
        if (readSession(db, sessionId)) throw new ConflictError(`Session "${sessionId}" already exists; pick another id or continue that session.`);
        const createdAt = now().toISOString();
        db.prepare('INSERT INTO sessions (session_id, editor, title, summary, created_at, updated_at, registry_version) VALUES (?, ?, ?, NULL, ?, ?, ?)').run(
          sessionId,
          editor,
          title,
          createdAt,
          createdAt,
          registryVersion ?? null,
        );
        return readSession(db, sessionId)!;
      }),

    get: (sessionId) => lock.run(() => readSession(db, sessionId)),

    list: (editor) =>
      lock.run(() =>
        (
          db
            .prepare('SELECT session_id, title, created_at, updated_at FROM sessions WHERE editor = ? ORDER BY updated_at DESC, created_at DESC, session_id')
            .all(editor) as SessionRow[]
        ).map((row) => ({ sessionId: row.session_id, title: row.title, createdAt: row.created_at, updatedAt: row.updated_at })),
      ),

    recordTurn: (sessionId, update) =>
      inTransaction(() => {
        const memory = readSession(db, sessionId);
        if (!memory) throw new NotFoundError({ entity: 'session', key: sessionId, message: `No session "${sessionId}". Create it before recording turns.` });
        const merged = mergeTurn({ memory, update, now: now().toISOString() });
        writeSession(db, merged);
        return readSession(db, sessionId)!;
      }),

    adoptRegistryVersion: (sessionId, { version, existingTools }) =>
      inTransaction(() => {
        const memory = readSession(db, sessionId);
        if (!memory) throw new NotFoundError({ entity: 'session', key: sessionId });
        if (memory.registryVersion === version) return { previousVersion: version, droppedTools: [] };
        const droppedTools = memory.discoveredTools.filter((name) => !existingTools.has(name));
        const remove = db.prepare('DELETE FROM session_discovered_tools WHERE session_id = ? AND name = ?');
        for (const name of droppedTools) remove.run(sessionId, name);
        db.prepare('UPDATE sessions SET registry_version = ? WHERE session_id = ?').run(version, sessionId);
        return { ...(memory.registryVersion === undefined ? {} : { previousVersion: memory.registryVersion }), droppedTools };
      }),
  };
}

function readSession(db: SqliteConnection, sessionId: string): SessionMemory | undefined {
  const row = db.prepare('SELECT * FROM sessions WHERE session_id = ?').get(sessionId) as SessionRow | undefined;
  if (!row) return undefined;
  const entities = db
    .prepare('SELECT type, entity_id, id_kind, name, seen_at FROM session_entities WHERE session_id = ? ORDER BY position')
    .all(sessionId) as EntityRow[];
  const discoveredTools = db
    .prepare('SELECT name FROM session_discovered_tools WHERE session_id = ? ORDER BY discovery_order')
    .pluck()
    .all(sessionId) as string[];
  const usedTools = db
    .prepare('SELECT name, used_count, last_used, last_result FROM session_used_tools WHERE session_id = ? ORDER BY last_used DESC, name')
    .all(sessionId) as UsedToolRow[];
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
 * Stores a merged session. Entities are replaced whole (the merge pruned and ordered them); tools
 * are only added or updated, because the merge never drops one.
 */
function writeSession(db: SqliteConnection, memory: SessionMemory): void {
  db.prepare('UPDATE sessions SET summary = ?, updated_at = ? WHERE session_id = ?').run(memory.summary ?? null, memory.updatedAt, memory.sessionId);

  db.prepare('DELETE FROM session_entities WHERE session_id = ?').run(memory.sessionId);
  const insertEntity = db.prepare('INSERT INTO session_entities (session_id, type, entity_id, id_kind, name, seen_at, position) VALUES (?, ?, ?, ?, ?, ?, ?)');
  memory.entities.forEach((entity, position) =>
    insertEntity.run(memory.sessionId, entity.type, String(entity.id), typeof entity.id, entity.name, entity.seenAt, position),
  );

  const insertDiscovered = db.prepare('INSERT OR IGNORE INTO session_discovered_tools (session_id, name, discovery_order, discovered_at) VALUES (?, ?, ?, ?)');
  memory.discoveredTools.forEach((name, order) => insertDiscovered.run(memory.sessionId, name, order, memory.updatedAt));

  const upsertUsed = db.prepare(
    `INSERT INTO session_used_tools (session_id, name, used_count, last_used, last_result) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (session_id, name) DO UPDATE SET used_count = excluded.used_count, last_used = excluded.last_used, last_result = excluded.last_result`,
  );
  for (const tool of memory.usedTools) upsertUsed.run(memory.sessionId, tool.name, tool.count, tool.lastUsed, tool.lastResult);
}
