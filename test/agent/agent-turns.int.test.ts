import type { UIMessageChunk } from 'ai';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendChat, userMessage } from '../support/chat-client.ts';
import { EDITOR_TOKEN as TOKEN, type ScriptedChat, startScriptedChat } from '../support/scripted-chat.ts';
import type { TestServices } from '../support/test-services.ts';
import { fieldOf, toolSearchOutputOf } from '../support/tool-output.ts';

let scripted: ScriptedChat['scripted'];
let services: TestServices;
let app: Hono;

beforeAll(async () => {
  ({ scripted, services, app } = await startScriptedChat());
});
afterAll(() => services.cleanup());

const ask = (sessionId: string, text: string) => sendChat(app, { token: TOKEN, sessionId, messages: [userMessage(text)] });
const toolOutputs = (turn: Awaited<ReturnType<typeof ask>>) =>
  turn.chunks.filter((chunk): chunk is Extract<UIMessageChunk, { type: 'tool-output-available' }> => chunk.type === 'tool-output-available');

/** The turn's context (working memory, date, rules) as the call sent it: the user-side message before the editor's. */
function turnContextOf(call: ScriptedChat['scripted']['calls'][number]): string {
  const latest = call.prompt.findLastIndex((message) => message.role === 'user' && !JSON.stringify(message.content).includes('<working_memory>'));
  const context = call.prompt[latest - 1];
  expect(context?.role).toBe('user');
  return context?.role === 'user' ? context.content.map((part) => (part.type === 'text' ? part.text : '')).join('') : '';
}

/** Every step's declared tool list starts with the previous step's list: provider prompt caches survive. */
function expectAppendOnly(declared: string[][]) {
  for (let step = 1; step < declared.length; step++) expect(declared[step]!.slice(0, declared[step - 1]!.length)).toEqual(declared[step - 1]);
}

describe('the discovery-first agent', () => {
  it('Type A: answers a general question in one model call with only tool_search declared and no tool run', async () => {
    scripted.play([{ text: 'A section is one block of a page, built from a template.' }]);
    const turn = await ask('type-a', 'What is a section?');
    expect(turn.status).toBe(200);
    expect(scripted.declaredTools()).toEqual([['tool_search']]);
    expect(toolOutputs(turn)).toEqual([]);
    expect(turn.message?.parts.some((part) => part.type === 'text' && part.text.includes('block of a page'))).toBe(true);
    expect(turn.message?.metadata).toMatchObject({ sessionId: 'type-a', activeTools: ['tool_search'], usage: { inputTokens: 100 } });
  });

  it('Type B: discovers the image tool, runs it, and remembers the images it found', async () => {
    scripted.play([
      { toolCalls: [{ toolName: 'tool_search', input: { query: 'find an image by name' } }] },
      { toolCalls: [{ toolName: 'cms_findImage', input: { query: 'hikers ridge' } }] },
      { text: 'The hero image is the ridge photo.' },
    ]);
    const turn = await ask('type-b', 'hero?');
    const declared = scripted.declaredTools();
    expect(declared[0]).toEqual(['tool_search']);
    expect(declared[1]![0]).toBe('tool_search');
    expect(declared[1]).toContain('cms_findImage');
    expect(declared[1]!.length).toBeGreaterThan(1);
    expectAppendOnly(declared);
    const [, images] = toolOutputs(turn);
    const foundImages = fieldOf(images?.output, 'images') as Array<{ id: number }>;
    expect(foundImages.length).toBeGreaterThan(0);
    const memory = await services.workingMemory.get('type-b');
    expect(memory?.entities.map((entity) => entity.type)).toContain('image');
    expect(memory?.entities[0]).toMatchObject({ type: 'image', id: foundImages[0]!.id });
    expect(memory?.discoveredTools).toContain('cms_findImage');
    expect(memory?.usedTools).toEqual([expect.objectContaining({ name: 'cms_findImage', count: 1, lastResult: 'success' })]);
  });

  it('Type C: searches several times, accumulates tools append-only, and really creates the page', async () => {
    scripted.play([
      { toolCalls: [{ toolName: 'tool_search', input: { query: 'find image by name' } }] },
      { toolCalls: [{ toolName: 'cms_findImage', input: { query: 'alpine summit sunrise' } }] },
      { toolCalls: [{ toolName: 'tool_search', input: { query: 'create a page with sections' } }] },
      {
        toolCalls: [
          {
            toolName: 'cms_createPageWithContent',
            input: { slug: 'our-story', title: 'Our Story', sections: [{ template: 'hero', content: { heading: 'Our story', backgroundImage: 1 } }] },
          },
        ],
      },
      { text: 'Created the Our Story page with a hero.' },
    ]);
    await ask('type-c', 'Create an about page with a hero and an image');
    const declared = scripted.declaredTools();
    expect(declared).toHaveLength(5);
    expectAppendOnly(declared);
    expect(declared[0]![0]).toBe('tool_search');
    expect(declared[0]).not.toContain('cms_findImage');
    expect(declared[2]).toContain('cms_findImage');
    expect(declared[3]).toContain('cms_createPageWithContent');
    const page = await services.store.pages.getBySlug('our-story');
    expect(page?.title).toBe('Our Story');
    expect((await services.store.sections.listByPage(page!.id)).map((section) => section.content.backgroundImage)).toEqual([1]);
  });

  it("sends the rules of a search's best match only; a tool found further down brings its category's rules with its first result", async () => {
    // The answer's best match is an images tool; cms_getPage comes as its prerequisite (a pages tool).
    scripted.play([
      { toolCalls: [{ toolName: 'tool_search', input: { query: 'add an image to a gallery section' } }] },
      { toolCalls: [{ toolName: 'cms_getPage', input: { slug: 'about' } }] },
      { toolCalls: [{ toolName: 'cms_getPage', input: { slug: 'home' } }] },
      { text: 'Found both.' },
    ]);
    const turn = await ask('rules-on-first-use', 'pictures?');
    const [search, first, second] = toolOutputs(turn);
    const searchOutput = toolSearchOutputOf(search?.output);
    expect(searchOutput.tools).toContain('cms_getPage');
    expect(searchOutput.rules).toMatch(/^# Images/);
    expect(searchOutput.rules).not.toContain('# Pages');
    expect(fieldOf(first?.output, 'rules')).toMatch(/^# Pages/);
    expect(fieldOf(first?.output, 'sections')).toBeDefined();
    expect(fieldOf(second?.output, 'rules')).toBeUndefined();
  });

  it('offers the tool a clear request names before the first step, so the model calls it without searching', async () => {
    scripted.play([{ toolCalls: [{ toolName: 'cms_listPosts', input: { status: 'draft' } }] }, { text: 'There are three drafts.' }]);
    const turn = await ask('pre-routed', 'list all draft blog posts');
    const declared = scripted.declaredTools();
    expect(declared).toHaveLength(2);
    expect(declared[0]).toEqual(['tool_search', 'cms_listPosts']);
    expect(turnContextOf(scripted.calls[0]!)).toContain('<rules>');
    expect(fieldOf(toolOutputs(turn)[0]?.output, 'posts')).toEqual(expect.arrayContaining([expect.anything()]));
  });

  it('turn 2 uses a tool discovered in turn 1 without searching again; a new session starts empty', async () => {
    scripted.play([{ toolCalls: [{ toolName: 'cms_findImage', input: { query: 'campfire' } }] }, { text: 'Found the campfire photo.' }]);
    await ask('type-b', 'and the campfire one?');
    expect(scripted.declaredTools()[0]).toContain('cms_findImage');
    const memory = await services.workingMemory.get('type-b');
    expect(memory?.usedTools.find((tool) => tool.name === 'cms_findImage')?.count).toBe(2);
    expect(turnContextOf(scripted.calls[0]!)).toContain('cms_findImage');

    scripted.play([{ text: 'Hello!' }]);
    await ask('fresh-session', 'hi');
    expect(scripted.declaredTools()).toEqual([['tool_search']]);
    expect(await services.workingMemory.get('fresh-session')).toMatchObject({ entities: [], discoveredTools: [], usedTools: [] });
  });

  it('a later turn declares only the remembered tools its message calls for', async () => {
    scripted.play([{ toolCalls: [{ toolName: 'cms_findImage', input: { query: 'campfire' } }] }, { text: 'Found the campfire photo.' }]);
    await ask('remembered-relevance', 'find the campfire photo');
    scripted.play([{ toolCalls: [{ toolName: 'cms_listPosts', input: { status: 'draft' } }] }, { text: 'There are three drafts.' }]);
    await ask('remembered-relevance', 'list all draft blog posts');
    expect(scripted.declaredTools()[0]).toEqual(['tool_search', 'cms_listPosts']);
    expect(turnContextOf(scripted.calls[0]!)).not.toContain('Tools loaded: cms_findImage');
  });

  it('a later turn that refers to nothing ("thanks!") declares no remembered tool; "and the campfire one?" gets the tool used last', async () => {
    scripted.play([{ toolCalls: [{ toolName: 'cms_findImage', input: { query: 'kayak' } }] }, { text: 'Found the kayak photo.' }]);
    await ask('thanks-later', 'find the kayak photo');
    scripted.play([{ text: 'You are welcome.' }]);
    await ask('thanks-later', 'thanks!');
    expect(scripted.declaredTools()).toEqual([['tool_search']]);
    scripted.play([{ toolCalls: [{ toolName: 'cms_findImage', input: { query: 'campfire' } }] }, { text: 'Found it.' }]);
    await ask('thanks-later', 'and the campfire one?');
    expect(scripted.declaredTools()[0]).toEqual(['tool_search', 'cms_findImage']);
  });

  it("sends the same system prompt in every call of every turn; the working memory comes just before the editor's message", async () => {
    scripted.play([{ toolCalls: [{ toolName: 'cms_findImage', input: { query: 'kayak' } }] }, { text: 'Found the kayak photo.' }]);
    await ask('fixed-prefix', 'find the kayak photo');
    const first = scripted.calls.map((call) => call.prompt[0]);
    scripted.play([{ text: 'It shows kayaks on a river.' }]);
    await ask('fixed-prefix', 'what does it show?');
    expect(scripted.calls[0]!.prompt[0]).toEqual(first[0]);
    expect(new Set(first.map((system) => JSON.stringify(system))).size).toBe(1);
    expect(scripted.calls[0]!.prompt.filter((message) => message.role === 'system')).toHaveLength(1);
    expect(turnContextOf(scripted.calls[0]!)).toMatch(/Entities \(type id "name"\), newest first:\n- image \d+ "/);
    expect(scripted.calls[0]!.prompt.at(-1)).toMatchObject({ role: 'user', content: [{ type: 'text', text: 'what does it show?' }] });
  });

  it('a thanks is sent without the working memory; a request after it gets the entities and tools again', async () => {
    scripted.play([{ toolCalls: [{ toolName: 'cms_findImage', input: { query: 'kayak' } }] }, { text: 'Found the kayak photo.' }]);
    await ask('memory-on-request', 'find the kayak photo');
    const systemPrompt = () => turnContextOf(scripted.calls[0]!);
    scripted.play([{ text: 'You are welcome.' }]);
    await ask('memory-on-request', "thanks, that's all for today");
    expect(systemPrompt()).not.toMatch(/Entities|Tools used/);
    scripted.play([{ text: 'It shows kayaks on a river.' }]);
    await ask('memory-on-request', 'ok, what does it show?');
    expect(systemPrompt()).toMatch(/Entities \(type id "name"\), newest first:\n- image \d+ "/);
    expect(systemPrompt()).toContain('Tools used, latest first: cms_findImage');
  });

  it('links a page created earlier in the same turn by its slug', async () => {
    scripted.play([
      { toolCalls: [{ toolName: 'tool_search', input: { query: 'create page' } }] },
      { toolCalls: [{ toolName: 'cms_createPage', input: { slug: 'winter-camp', title: 'Winter Camp' } }] },
      { toolCalls: [{ toolName: 'tool_search', input: { query: 'add menu link' } }] },
      { toolCalls: [{ toolName: 'cms_addNavigationItem', input: { label: 'Winter Camp', pageSlug: 'winter-camp' } }] },
      { text: 'Done.' },
    ]);
    const turn = await ask('same-turn-link', 'create a Winter Camp page and put it in the menu');
    const added = toolOutputs(turn).find((chunk) => fieldOf(chunk.output, 'item'));
    expect(fieldOf(added?.output, 'item')).toMatchObject({ label: 'Winter Camp', target: { page: 'winter-camp' } });
  });

  it('does not run a tool the model calls before discovering it', async () => {
    scripted.play([
      { toolCalls: [{ toolName: 'cms_deletePost', input: { slug: 'ten-essentials-for-your-first-multi-day-hike' } }] },
      { text: 'I need to search first.' },
    ]);
    const turn = await ask('undiscovered', 'delete the ten essentials post');
    expect(turn.status).toBe(200);
    expect(await services.store.posts.getBySlug('ten-essentials-for-your-first-multi-day-hike')).toBeDefined();
    expect(toolOutputs(turn)).toEqual([]);
    expect(turn.chunks.some((chunk) => chunk.type === 'tool-output-error' || chunk.type === 'tool-input-error')).toBe(true);
  });
});
