import type { UIMessage } from 'ai';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWayfinderMcpServer } from '../../server/mcp/create-wayfinder-mcp-server.ts';
import { openMcpConversation } from '../../server/mcp/mcp-conversation.ts';
import { sendChat, userMessage } from '../support/chat-client.ts';
import { connectMcpTestClient, type ElicitationAnswer } from '../support/mcp-test-client.ts';
import { EDITOR_TOKEN as ALICE_TOKEN, type ScriptedChat, startScriptedChat } from '../support/scripted-chat.ts';
import { toolSearchOutputOf } from '../support/tool-output.ts';

const BOB_TOKEN = 'bob-token-0123456789abc';
let chat: ScriptedChat;

beforeAll(async () => {
  chat = await startScriptedChat({ environment: { WAYFINDER_TOKENS: `alice:${ALICE_TOKEN},bob:${BOB_TOKEN}` } });
});
afterAll(() => chat.services.cleanup());

/** Alice creates a page with three sections in her conversation; returns the change ids of that work. */
async function alicesPage(slug: string, title: string): Promise<number[]> {
  const { store } = chat.services;
  await store.attributed({ editor: 'alice', sessionId: `alice-${slug}`, turn: 1, tool: 'cms_createPage' }, async () => {
    const page = await store.pages.create({ slug, title });
    for (const body of ['One', 'Two', 'Three']) await store.sections.create({ pageId: page.id, templateName: 'text', content: { body } });
  });
  const { changes } = await store.changes.list({ sessionId: `alice-${slug}`, limit: 10 });
  return changes.map((change) => change.id);
}

const pageExists = async (slug: string) => (await chat.services.store.pages.getBySlug(slug)) !== undefined;

/** The editor's answer to the pending approval, as useChat sends it back. */
const answered = (message: UIMessage, approved: boolean): UIMessage => ({
  ...message,
  parts: message.parts.map((part) =>
    'state' in part && part.state === 'approval-requested'
      ? ({ ...part, state: 'approval-responded', approval: { ...part.approval, approved } } as unknown as typeof part)
      : part,
  ),
});

describe('an undo that deletes content, in the chat', () => {
  it("asks Bob's approval before his model undoes Alice's page creation, naming what goes and whose it is", async () => {
    const changeIds = await alicesPage('spring-offer', 'Spring Offer');
    chat.scripted.play([
      { toolCalls: [{ toolName: 'tool_search', input: { query: 'undo changes' } }] },
      { toolCalls: [{ toolName: 'cms_undoChanges', input: { changeIds } }] },
    ]);
    const question = userMessage('undo those changes');
    const turn = await sendChat(chat.app, { token: BOB_TOKEN, sessionId: 'bob-undo', messages: [question] });
    expect(turn.chunks.find((chunk) => chunk.type === 'tool-approval-request')).toMatchObject({
      reason: expect.stringMatching(/^Undoing 4 changes deletes page Spring Offer and its 3 sections \(made by alice, not you\)$/),
    });
    expect(await pageExists('spring-offer')).toBe(true);

    chat.scripted.play([{ text: 'Undone.' }]);
    const answer = await sendChat(chat.app, { token: BOB_TOKEN, sessionId: 'bob-undo', messages: [question, answered(turn.message!, true)] });
    expect(answer.status).toBe(200);
    expect(await pageExists('spring-offer')).toBe(false);
  });

  it('still undoes an edit that only puts earlier values back without asking', async () => {
    const { store } = chat.services;
    const page = (await store.pages.getBySlug('about'))!;
    await store.attributed({ editor: 'alice', sessionId: 'alice-edit', turn: 1, tool: 'cms_updatePage' }, () =>
      store.pages.update(page.id, { title: 'About Them' }),
    );
    const [edit] = (await store.changes.list({ sessionId: 'alice-edit', limit: 1 })).changes;
    chat.scripted.play([
      { toolCalls: [{ toolName: 'tool_search', input: { query: 'undo changes' } }] },
      { toolCalls: [{ toolName: 'cms_undoChanges', input: { changeIds: [edit!.id] } }] },
      { text: 'Undone.' },
    ]);
    const turn = await sendChat(chat.app, { token: BOB_TOKEN, sessionId: 'bob-undo-edit', messages: [userMessage('undo that')] });
    expect(turn.chunks.some((chunk) => chunk.type === 'tool-approval-request')).toBe(false);
    expect((await store.pages.getBySlug('about'))?.title).toBe(page.title);
  });
});

describe('an undo that deletes content, over MCP', () => {
  async function connectAsBob(conversation: string, elicitation?: ElicitationAnswer) {
    const services = chat.services;
    const opened = await openMcpConversation({ ...services, id: conversation, editor: 'bob', title: () => 'MCP: test' });
    const server = createWayfinderMcpServer({ ...services, conversation: opened });
    const [clientTransport, serverTransport] = InMemoryTransport.createLinkedPair();
    await server.connect(serverTransport);
    const client = await connectMcpTestClient(clientTransport, { elicitation });
    expect(toolSearchOutputOf((await client.call('tool_search', { query: 'undo changes' })).value).tools).toContain('cms_undoChanges');
    return client;
  }

  it('is refused with PERMISSION for a client that cannot ask, and the page stays', async () => {
    const changeIds = await alicesPage('autumn-offer', 'Autumn Offer');
    const client = await connectAsBob('bob-mcp-no-elicitation');
    expect(await client.call('cms_undoChanges', { changeIds })).toMatchObject({ isError: true, value: { error: { type: 'PERMISSION' } } });
    expect(await pageExists('autumn-offer')).toBe(true);
    await client.close();
  });

  it('asks through elicitation, saying what goes, and runs only on accept', async () => {
    const changeIds = await alicesPage('winter-offer', 'Winter Offer');
    const declining = await connectAsBob('bob-mcp-decline', 'decline');
    expect(await declining.call('cms_undoChanges', { changeIds })).toMatchObject({ isError: true, value: { error: { type: 'PERMISSION' } } });
    expect(declining.elicitations).toEqual([expect.stringContaining('deletes page Winter Offer and its 3 sections (made by alice, not you).')]);
    expect(await pageExists('winter-offer')).toBe(true);
    await declining.close();

    const accepting = await connectAsBob('bob-mcp-accept', 'accept');
    expect(await accepting.call('cms_undoChanges', { changeIds })).toMatchObject({ isError: false, value: { undone: expect.any(Array) } });
    expect(await pageExists('winter-offer')).toBe(false);
    await accepting.close();
  });

  it('is annotated destructive', async () => {
    const client = await connectAsBob('bob-mcp-annotations');
    const { tools } = await client.client.listTools();
    expect(tools.find((tool) => tool.name === 'cms_undoChanges')?.annotations).toMatchObject({ destructiveHint: true });
    await client.close();
  });
});
