import type { SqliteConnection } from '../../store/sqlite/sqlite-connection.ts';
import type { SqliteDatabase } from '../../store/sqlite/sqlite-database.ts';
import { NotFoundError } from '../../errors/cms-errors.ts';
import { TURNS_KEPT, type TurnHistory, type TurnRecord, type TurnStatus } from './turn-history.ts';

type TurnRow = {
  session_id: string;
  turn: number;
  request_key: string;
  registry_version: string;
  status: TurnStatus;
  started_at: string;
  finished_at: string | null;
  tool_calls_json: string;
  writes_json: string;
  response_json: string | null;
};

/** Turn history in the `session_turns` table of migration 3, on the connection (and lock) the store uses. */
export function createSqliteTurnHistory({ database, now = () => new Date() }: { database: SqliteDatabase; now?: () => Date }): TurnHistory {
  const { db, lock } = database;
  const inTransaction = <T>(work: () => T): Promise<T> => lock.run(() => db.transaction(work));

  return {
    begin: ({ sessionId, requestKey, registryVersion }) =>
      inTransaction(() => {
        const last = db.prepare('SELECT MAX(turn) FROM session_turns WHERE session_id = ?').pluck().get(sessionId) as number | null;
        const turn = (last ?? 0) + 1;
        db.prepare(`INSERT INTO session_turns (session_id, turn, request_key, registry_version, status, started_at) VALUES (?, ?, ?, ?, 'running', ?)`).run(
          sessionId,
          turn,
          requestKey,
          registryVersion,
          now().toISOString(),
        );
        db.prepare('DELETE FROM session_turns WHERE session_id = ? AND turn <= ?').run(sessionId, turn - TURNS_KEPT);
        return readTurn(db, sessionId, turn)!;
      }),

    resume: ({ sessionId, turn, registryVersion }) =>
      inTransaction(() => {
        const result = db
          .prepare(`UPDATE session_turns SET status = 'running', registry_version = ?, finished_at = NULL WHERE session_id = ? AND turn = ?`)
          .run(registryVersion, sessionId, turn);
        if (result.changes === 0) throw new NotFoundError({ entity: 'turn', key: `${sessionId}#${turn}` });
        return readTurn(db, sessionId, turn)!;
      }),

    findByRequest: (sessionId, requestKey) =>
      lock.run(() => {
        const turn = db.prepare('SELECT MAX(turn) FROM session_turns WHERE session_id = ? AND request_key = ?').pluck().get(sessionId, requestKey) as
          | number
          | null;
        return turn === null ? undefined : readTurn(db, sessionId, turn);
      }),

    list: (sessionId) =>
      lock.run(() => (db.prepare('SELECT * FROM session_turns WHERE session_id = ? ORDER BY turn').all(sessionId) as TurnRow[]).map(toTurnRecord)),

    recordToolCall: ({ sessionId, turn, call, write }) =>
      inTransaction(() => {
        const row = db.prepare('SELECT tool_calls_json, writes_json FROM session_turns WHERE session_id = ? AND turn = ?').get(sessionId, turn) as
          | Pick<TurnRow, 'tool_calls_json' | 'writes_json'>
          | undefined;
        // A turn pruned while still running (five newer turns in between) has nothing left to record into.
        if (!row) return;
        const toolCalls = [...JSON.parse(row.tool_calls_json), call];
        const writes = write ? [...JSON.parse(row.writes_json), write] : JSON.parse(row.writes_json);
        db.prepare('UPDATE session_turns SET tool_calls_json = ?, writes_json = ? WHERE session_id = ? AND turn = ?').run(
          JSON.stringify(toolCalls),
          JSON.stringify(writes),
          sessionId,
          turn,
        );
      }),

    finish: ({ sessionId, turn, status, response }) =>
      inTransaction(() => {
        db.prepare('UPDATE session_turns SET status = ?, finished_at = ?, response_json = ? WHERE session_id = ? AND turn = ?').run(
          status,
          now().toISOString(),
          response ? JSON.stringify(response) : null,
          sessionId,
          turn,
        );
      }),
  };
}

function readTurn(db: SqliteConnection, sessionId: string, turn: number): TurnRecord | undefined {
  const row = db.prepare('SELECT * FROM session_turns WHERE session_id = ? AND turn = ?').get(sessionId, turn) as TurnRow | undefined;
  return row && toTurnRecord(row);
}

function toTurnRecord(row: TurnRow): TurnRecord {
  return {
    sessionId: row.session_id,
    turn: row.turn,
    requestKey: row.request_key,
    registryVersion: row.registry_version,
    status: row.status,
    startedAt: row.started_at,
    ...(row.finished_at === null ? {} : { finishedAt: row.finished_at }),
    toolCalls: JSON.parse(row.tool_calls_json),
    writes: JSON.parse(row.writes_json),
    ...(row.response_json === null ? {} : { response: JSON.parse(row.response_json) }),
  };
}
