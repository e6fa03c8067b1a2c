import type { UIMessage } from 'ai';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ConversationStore } from '../../server/conversations/conversation-store.ts';
import { createSqlConversationStore } from '../../server/conversations/sql-conversation-store.ts';
import { createSqlWorkingMemory } from '../../server/conversations/working-memory/sql-working-memory.ts';
import type { SqlDatabase } from '../../server/store/sql/sql-client.ts';
import { DATABASE_BACKENDS, openTestDatabase } from '../support/test-database.ts';

const said = (id: string, role: 'user' | 'assistant', text: string): UIMessage => ({ id, role, parts: [{ type: 'text', text }] });
const ids = (messages: readonly UIMessage[]) => messages.map((message) => message.id);

describe.each(DATABASE_BACKENDS)('conversation messages on %s', (backend) => {
  let database: SqlDatabase;
  let conversations: ConversationStore;

  beforeEach(async () => {
    database = await openTestDatabase(backend);
    await createSqlWorkingMemory({ database }).create({ sessionId: 's1', editor: 'ana', title: 'Spring' });
    conversations = createSqlConversationStore({ database });
  });
  afterEach(() => database.close());

  it('keeps an MCP call appended while a chat turn ran, after the turn it did not see', async () => {
    const before = [said('u1', 'user', 'make the hero say Spring Sale'), said('a1', 'assistant', 'Done.')];
    await conversations.save('s1', before, { replacing: [] });
    const loaded = await conversations.load('s1');
    const withQuestion = [...loaded, said('u2', 'user', 'and the about page?')];
    await conversations.save('s1', withQuestion, { replacing: loaded });
    // An MCP client edits the same conversation while the model answers.
    await conversations.append('s1', said('mcp-call-1', 'assistant', 'cms_updatePage'));

    await conversations.save('s1', [...withQuestion, said('a2', 'assistant', 'Updated.')], { replacing: withQuestion });

    expect(ids(await conversations.load('s1'))).toEqual(['u1', 'a1', 'u2', 'a2', 'mcp-call-1']);
  });

  it('removes what the caller loaded and left out: a regenerated answer is gone from the list', async () => {
    const first = [said('u1', 'user', 'hello'), said('a1', 'assistant', 'Hi.')];
    await conversations.save('s1', first, { replacing: [] });
    const loaded = await conversations.load('s1');

    await conversations.save('s1', [said('u1', 'user', 'hello')], { replacing: loaded });

    expect(ids(await conversations.load('s1'))).toEqual(['u1']);
  });
});
