import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postChat } from '../support/chat-client.ts';
import { EDITOR_TOKEN, type ScriptedChat, startScriptedChat, toolCalls } from '../support/scripted-chat.ts';
import { toolErrorOf, toolSearchOutputOf } from '../support/tool-output.ts';

let chat: ScriptedChat;

beforeAll(async () => {
  chat = await startScriptedChat();
});
afterAll(() => chat.services.cleanup());

async function homeHero() {
  const home = (await chat.services.store.pages.getBySlug('home'))!;
  return (await chat.services.store.sections.listByPage(home.id)).find((section) => section.templateName === 'hero')!;
}

describe('changes made by the agent', () => {
  it('are recorded with the editor, the conversation, the turn and the tool', async () => {
    const hero = await homeHero();
    chat.scripted.play([
      { toolCalls: [{ toolName: 'tool_search', input: { query: 'change the hero heading' } }] },
      { toolCalls: [{ toolName: 'cms_updateSectionContent', input: { sectionId: hero.id, content: { heading: 'Spring Sale' } } }] },
      { text: 'Done.' },
    ]);
    await chat.ask('history-1', 'make the home hero say Spring Sale');
    const { changes } = await chat.services.store.changes.list({ sessionId: 'history-1', limit: 10 });
    expect(changes).toMatchObject([
      {
        editor: 'alice',
        sessionId: 'history-1',
        turn: 1,
        tool: 'cms_updateSectionContent',
        summary: `Home › Hero banner: heading '${hero.content.heading}' → 'Spring Sale'`,
      },
    ]);
  });

  it('are undone by "undo that": tool_search finds cms_undoChanges, which reverts the latest turn', async () => {
    const hero = await homeHero();
    expect(hero.content.heading).toBe('Spring Sale');
    chat.scripted.play([
      { toolCalls: [{ toolName: 'tool_search', input: { query: 'undo that' } }] },
      { toolCalls: [{ toolName: 'cms_undoChanges', input: {} }] },
      { text: 'Undone.' },
    ]);
    const turn = await chat.ask('history-1', 'undo that');
    const [search, undo] = toolCalls(turn);
    expect(toolSearchOutputOf(search!.output).tools).toContain('cms_undoChanges');
    expect(toolSearchOutputOf(search!.output).rules).toContain('# History');
    expect(undo!.output).toMatchObject({ undone: [{ summary: expect.stringContaining("'Spring Sale'"), undone: true }], changes: [{ turn: 2 }] });
    expect((await homeHero()).content.heading).not.toBe('Spring Sale');
    expect((await chat.services.store.changes.list({ sessionId: 'history-1', limit: 1 })).changes[0]).toMatchObject({ tool: 'cms_undoChanges', turn: 2 });
  });

  it('tells the model why nothing was undone when the entity changed since', async () => {
    const hero = await homeHero();
    chat.scripted.play([
      { toolCalls: [{ toolName: 'tool_search', input: { query: 'change the hero heading' } }] },
      { toolCalls: [{ toolName: 'cms_updateSectionContent', input: { sectionId: hero.id, content: { heading: 'Autumn Sale' } } }] },
      { text: 'Done.' },
    ]);
    await chat.ask('history-2', 'make the hero say Autumn Sale');
    await chat.services.store.sections.updateContent(hero.id, { heading: 'Edited by hand' });
    chat.scripted.play([
      { toolCalls: [{ toolName: 'tool_search', input: { query: 'undo the last change' } }] },
      { toolCalls: [{ toolName: 'cms_undoChanges', input: {} }] },
      { text: 'It changed since.' },
    ]);
    const [, undo] = toolCalls(await chat.ask('history-2', 'undo the last change'));
    expect(toolErrorOf(undo!.output)).toMatchObject({
      type: 'CONFLICT',
      message: expect.stringMatching(/^Nothing was undone: Home › Hero banner changed since: heading is now "Edited by hand"/),
    });
    expect((await homeHero()).content.heading).toBe('Edited by hand');
  });

  it('record a delete approved in a later request under the turn that ran it', async () => {
    chat.scripted.play([
      { toolCalls: [{ toolName: 'tool_search', input: { query: 'delete a page' } }] },
      { toolCalls: [{ toolName: 'cms_deletePage', input: { slug: 'careers' } }] },
    ]);
    const asked = await chat.ask('history-3', 'delete the careers page');
    const approval = asked.chunks.find((chunk) => chunk.type === 'tool-approval-request') as { approvalId: string };
    chat.scripted.play([{ text: 'Deleted.' }]);
    await postChat(chat.app, { token: EDITOR_TOKEN, body: { id: 'history-3', approvals: [{ id: approval.approvalId, approved: true }] } });
    const { changes } = await chat.services.store.changes.list({ sessionId: 'history-3', limit: 10 });
    expect(changes).toMatchObject([{ turn: 2, tool: 'cms_deletePage', summary: 'Deleted page Careers (4 sections, 1 menu link)' }]);
  });
});
