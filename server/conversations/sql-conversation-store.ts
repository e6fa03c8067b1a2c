import type { UIMessage } from 'ai';
import type { SqlDatabase } from '../store/sql/sql-client.ts';
import type { ConversationStore } from './conversation-store.ts';
import { conversationScope } from './working-memory/conversation-id.ts';
import { insertRows } from '../store/sql/insert-rows.ts';

/** Conversations in the `conversation_messages` table of migration 4, on the database (and its transactions) the store uses. */
export function createSqlConversationStore({ database }: { database: SqlDatabase }): ConversationStore {
  return {
    load: (sessionId) =>
      database.read(async (db) =>
        (await db.column<string>('SELECT message_json FROM conversation_messages WHERE session_id = ? ORDER BY position', [sessionId])).map(
          (json) => JSON.parse(json) as UIMessage,
        ),
      ),
    save: (sessionId, messages, { replacing }) =>
      database.transaction(async (db) => {
        const known = new Set([...replacing, ...messages].map((message) => message.id));
        const storedIds = await db.column<string>('SELECT message_id FROM conversation_messages WHERE session_id = ? ORDER BY position', [sessionId]);
        const appendedMeanwhile = storedIds.filter((id) => !known.has(id));
        // Usually none: only their JSON is read again.
        const kept =
          appendedMeanwhile.length === 0
            ? []
            : await db.column<string>(
                `SELECT message_json FROM conversation_messages WHERE session_id = ? AND message_id IN (${appendedMeanwhile.map(() => '?').join(', ')}) ORDER BY position`,
                [sessionId, ...appendedMeanwhile],
              );
        await db.run('DELETE FROM conversation_messages WHERE session_id = ?', [sessionId]);
        await insertRows(
          db,
          'conversation_messages',
          ['session_id', 'position', 'message_id', 'message_json'],
          [
            ...messages.map((message) => [message.id, JSON.stringify(message)] as const),
            ...kept.map((json, index) => [appendedMeanwhile[index]!, json] as const),
          ].map(([id, json], position) => [sessionId, position, id, json]),
        );
      }, conversationScope(sessionId)),
    append: (sessionId, message) =>
      database.transaction(async (db) => {
        // MAX over no rows is NULL on both databases.
        const last = await db.value<number | null>('SELECT MAX(position) FROM conversation_messages WHERE session_id = ?', [sessionId]);
        await insertRows(
          db,
          'conversation_messages',
          ['session_id', 'position', 'message_id', 'message_json'],
          [[sessionId, (last ?? -1) + 1, message.id, JSON.stringify(message)]],
        );
      }, conversationScope(sessionId)),
  };
}
