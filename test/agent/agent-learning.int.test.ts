import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ScriptedChat, startScriptedChat, toolCalls } from '../support/scripted-chat.ts';

let chat: ScriptedChat;

beforeAll(async () => {
  chat = await startScriptedChat({ environment: { WAYFINDER_LEARNING: 'on' } });
});
afterAll(() => chat.services.cleanup());

/** What tool_search answers once the learned phrases are indexed. */
async function searchFor(query: string) {
  await chat.services.learnedPhraseSync.flush();
  return (await chat.services.toolSearch.search({ query, limit: 5 })).tools.map((tool) => tool.name);
}

describe('the site learns its editors’ words', () => {
  it('finds a tool by the words of a request it served, until that turn is undone', async () => {
    // "zhuzh" is in no tool's phrases, name or description.
    expect(await searchFor('zhuzh it up')).not.toContain('cms_updateSectionContent');
    const home = (await chat.services.store.pages.getBySlug('home'))!;
    const hero = (await chat.services.store.sections.listByPage(home.id)).find((section) => section.templateName === 'hero')!;
    chat.scripted.play([
      { toolCalls: [{ toolName: 'tool_search', input: { query: 'change the hero heading' } }] },
      { toolCalls: [{ toolName: 'cms_updateSectionContent', input: { sectionId: hero.id, content: { heading: 'Spring Sale' } } }] },
      { text: 'Done.' },
    ]);
    await chat.ask('learning-1', 'zhuzh up the home hero: Spring Sale');
    expect(await chat.services.learnedPhrases.list()).toEqual([
      expect.objectContaining({
        tool: 'cms_updateSectionContent',
        phrase: 'zhuzh up the home hero: Spring Sale',
        sources: [expect.objectContaining({ sessionId: 'learning-1', turn: 1, editor: 'alice' })],
      }),
    ]);
    expect((await searchFor('zhuzh it up'))[0]).toBe('cms_updateSectionContent');

    chat.scripted.play([
      { toolCalls: [{ toolName: 'tool_search', input: { query: 'undo that' } }] },
      { toolCalls: [{ toolName: 'cms_undoChanges', input: {} }] },
      { text: 'Undone.' },
    ]);
    const [, undo] = toolCalls(await chat.ask('learning-1', 'undo that'));
    expect(undo!.output).toMatchObject({ undone: [{ turn: 1 }] });
    // "undo that" leans on the conversation: it teaches cms_undoChanges nothing either.
    expect(await chat.services.learnedPhrases.list()).toEqual([]);
    expect(await searchFor('zhuzh it up')).not.toContain('cms_updateSectionContent');
  });

  it('learns nothing from a failed call or small talk', async () => {
    chat.scripted.play([
      { toolCalls: [{ toolName: 'tool_search', input: { query: 'get a page' } }] },
      { toolCalls: [{ toolName: 'cms_getPage', input: { slug: 'no-such-page' } }] },
      { text: 'There is no such page.' },
    ]);
    await chat.ask('learning-2', 'fetch the frobnicated page for me');
    chat.scripted.play([{ text: 'You are welcome!' }]);
    await chat.ask('learning-2', 'thanks, that is all for today');
    expect(await chat.services.learnedPhrases.list()).toEqual([]);
  });
});
