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
    save: (sessionId, messages) =>
      database.transaction(async (db) => {
        await db.run('DELETE FROM conversation_messages WHERE session_id = ?', [sessionId]);
        await insertRows(
          db,
          'conversation_messages',
          ['session_id', 'position', 'message_id', 'message_json'],
          messages.map((message, position) => [sessionId, position, message.id, JSON.stringify(message)]),
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
