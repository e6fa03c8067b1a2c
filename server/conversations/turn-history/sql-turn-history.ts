import type { SqlClient, SqlDatabase } from '../../store/sql/sql-client.ts';
import { NotFoundError } from '../../errors/cms-errors.ts';
import { TURNS_KEPT, type TurnHistory, type TurnRecord, type TurnStatus } from './turn-history.ts';
import { conversationScope } from '../working-memory/conversation-id.ts';

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

/** Turn history in the `session_turns` table of migration 3, on the database (and its transactions) the store uses. */
export function createSqlTurnHistory({ database, now = () => new Date() }: { database: SqlDatabase; now?: () => Date }): TurnHistory {
  return {
    begin: ({ sessionId, requestKey, registryVersion }) =>
      database.transaction(async (db) => {
        // MAX over no rows is NULL on both databases.
        const last = await db.value<number | null>('SELECT MAX(turn) FROM session_turns WHERE session_id = ?', [sessionId]);
        const turn = (last ?? 0) + 1;
        await db.run(`INSERT INTO session_turns (session_id, turn, request_key, registry_version, status, started_at) VALUES (?, ?, ?, ?, 'running', ?)`, [
          sessionId,
          turn,
          requestKey,
          registryVersion,
          now().toISOString(),
        ]);
        await db.run('DELETE FROM session_turns WHERE session_id = ? AND turn <= ?', [sessionId, turn - TURNS_KEPT]);
        return (await readTurn(db, sessionId, turn))!;
      }, conversationScope(sessionId)),

    resume: ({ sessionId, turn, registryVersion }) =>
      database.transaction(async (db) => {
        const result = await db.run(`UPDATE session_turns SET status = 'running', registry_version = ?, finished_at = NULL WHERE session_id = ? AND turn = ?`, [
          registryVersion,
          sessionId,
          turn,
        ]);
        if (result.changes === 0) throw new NotFoundError({ entity: 'turn', key: `${sessionId}#${turn}` });
        return (await readTurn(db, sessionId, turn))!;
      }, conversationScope(sessionId)),

    findByRequest: (sessionId, requestKey) =>
      database.read(async (db) => {
        const turn = await db.value<number | null>('SELECT MAX(turn) FROM session_turns WHERE session_id = ? AND request_key = ?', [sessionId, requestKey]);
        return turn === null || turn === undefined ? undefined : readTurn(db, sessionId, turn);
      }),

    list: (sessionId) =>
      database.read(async (db) => (await db.all<TurnRow>('SELECT * FROM session_turns WHERE session_id = ? ORDER BY turn', [sessionId])).map(toTurnRecord)),

    recordToolCall: ({ sessionId, turn, call, write }) =>
      database.transaction(async (db) => {
        const row = await db.get<Pick<TurnRow, 'tool_calls_json' | 'writes_json'>>(
          'SELECT tool_calls_json, writes_json FROM session_turns WHERE session_id = ? AND turn = ?',
          [sessionId, turn],
        );
        // A turn pruned while still running (five newer turns in between) has nothing left to record into.
        if (!row) return;
        const toolCalls = [...JSON.parse(row.tool_calls_json), call];
        const writes = write ? [...JSON.parse(row.writes_json), write] : JSON.parse(row.writes_json);
        await db.run('UPDATE session_turns SET tool_calls_json = ?, writes_json = ? WHERE session_id = ? AND turn = ?', [
          JSON.stringify(toolCalls),
          JSON.stringify(writes),
          sessionId,
          turn,
        ]);
      }, conversationScope(sessionId)),

    finish: ({ sessionId, turn, status, response }) =>
      database.transaction(async (db) => {
        await db.run('UPDATE session_turns SET status = ?, finished_at = ?, response_json = ? WHERE session_id = ? AND turn = ?', [
          status,
          now().toISOString(),
          response ? JSON.stringify(response) : null,
          sessionId,
          turn,
        ]);
      }, conversationScope(sessionId)),
  };
}

async function readTurn(db: SqlClient, sessionId: string, turn: number): Promise<TurnRecord | undefined> {
  const row = await db.get<TurnRow>('SELECT * FROM session_turns WHERE session_id = ? AND turn = ?', [sessionId, turn]);
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
