import type { UIMessage } from 'ai';
import type { SqliteDatabase } from '../../store/sqlite/sqlite-database.ts';
import type { ConversationStore } from './conversation-store.ts';

/** Conversations in the `conversation_messages` table of migration 4, on the connection (and lock) the store uses. */
export function createSqliteConversationStore({ database }: { database: SqliteDatabase }): ConversationStore {
  const { db, lock } = database;
  return {
    load: (sessionId) =>
      lock.run(() =>
        (db.prepare('SELECT message_json FROM conversation_messages WHERE session_id = ? ORDER BY position').pluck().all(sessionId) as string[]).map(
          (json) => JSON.parse(json) as UIMessage,
        ),
      ),
    save: (sessionId, messages) =>
      lock.run(() =>
        db.transaction(() => {
          db.prepare('DELETE FROM conversation_messages WHERE session_id = ?').run(sessionId);
          const insert = db.prepare('INSERT INTO conversation_messages (session_id, position, message_id, message_json) VALUES (?, ?, ?, ?)');
          messages.forEach((message, position) => insert.run(sessionId, position, message.id, JSON.stringify(message)));
        }),
      ),
  };
}
