import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { replyText, type ScriptedChat, startScriptedChat, toolCalls } from '../support/scripted-chat.ts';
import { fieldOf } from '../support/tool-output.ts';

const searchImages = { toolCalls: [{ toolName: 'tool_search', input: { query: 'find an image by name' } }] };
const findImage = (...queries: string[]) => ({ toolCalls: queries.map((query) => ({ toolName: 'cms_findImage', input: { query } })) });

describe('loop detection and empty results', () => {
  let chat: ScriptedChat;
  beforeAll(async () => {
    chat = await startScriptedChat();
  });
  afterAll(() => chat.services.cleanup());

  it('does not run the same tool with the same arguments a third time in a turn', async () => {
    chat.scripted.play([searchImages, findImage('campfire'), findImage('campfire'), findImage('campfire'), { text: 'Here it is.' }]);
    const turn = await chat.ask('loop', 'find the campfire photo');
    const [, first, second, third] = toolCalls(turn);
    expect(fieldOf(first?.output, 'images')).toEqual(expect.arrayContaining([expect.anything()]));
    expect(fieldOf(second?.output, 'images')).toEqual(expect.arrayContaining([expect.anything()]));
    expect(third?.output).toEqual({ error: { type: 'LOOP_DETECTED', message: expect.stringMatching(/Try something else/), retryable: false } });
    expect(replyText(turn)).toBe('Here it is.');
  });

  it('suggests another approach the second time a tool finds nothing in a turn', async () => {
    chat.scripted.play([searchImages, findImage('xyzzy plugh'), findImage('qwxzv'), { text: 'No such image.' }]);
    const [, first, second] = toolCalls(await chat.ask('empty', 'find the xyzzy image'));
    expect(fieldOf(first?.output, 'images')).toEqual([]);
    expect(fieldOf(first?.output, 'suggestion')).toBeUndefined();
    expect(second?.output).toMatchObject({ images: [], suggestion: expect.stringMatching(/found nothing again/) });
  });

  it("remembers empty results of the session's earlier turns", async () => {
    chat.scripted.play([searchImages, findImage('xyzzy plugh'), { text: 'Nothing.' }]);
    await chat.ask('empty-across-turns', 'find the xyzzy image');
    chat.scripted.play([findImage('qwxzv'), { text: 'Nothing either.' }]);
    const [again] = toolCalls(await chat.ask('empty-across-turns', 'and the qwxzv one?'));
    expect(fieldOf(again?.output, 'suggestion')).toMatch(/found nothing again/);
  });
});

describe('tool call budget', () => {
  let chat: ScriptedChat;
  beforeAll(async () => {
    chat = await startScriptedChat({ environment: { WAYFINDER_MAX_TOOL_CALLS: '2' } });
  });
  afterAll(() => chat.services.cleanup());

  it('refuses the call over the budget, then ends the turn with an answer and no tools', async () => {
    chat.scripted.play([
      searchImages,
      findImage('campfire', 'ridge', 'summit'),
      { text: 'I found two of the three photos; ask again for the last one.' },
      findImage('never called'),
    ]);
    const turn = await chat.ask('tool-budget', 'find three photos');
    const images = toolCalls(turn).filter((call) => call.toolName === 'cms_findImage');
    expect(images.filter((call) => fieldOf(call.output, 'images'))).toHaveLength(2);
    expect(images.filter((call) => fieldOf(fieldOf(call.output, 'error'), 'type') === 'BUDGET_EXHAUSTED')).toHaveLength(1);
    expect(chat.scripted.calls).toHaveLength(3);
    expect(chat.scripted.calls.map((call) => call.toolChoice?.type)).toEqual(['auto', 'auto', 'none']);
    expect(JSON.stringify(chat.scripted.calls[2]!.prompt.at(-1))).toMatch(/limit of 2 tool calls/);
    expect(turn.status).toBe(200);
    expect(replyText(turn)).toBe('I found two of the three photos; ask again for the last one.');
  });
});

describe('tool search budget', () => {
  let chat: ScriptedChat;
  beforeAll(async () => {
    chat = await startScriptedChat({ environment: { WAYFINDER_MAX_TOOL_SEARCHES: '1' } });
  });
  afterAll(() => chat.services.cleanup());

  it('refuses the search over the budget and, when the model calls a tool anyway, tells the editor itself', async () => {
    chat.scripted.play([searchImages, { toolCalls: [{ toolName: 'tool_search', input: { query: 'delete a page' } }] }, findImage('disobedient')]);
    const turn = await chat.ask('search-budget', 'find a photo and delete a page');
    const calls = toolCalls(turn);
    expect(calls[1]?.output).toMatchObject({ error: { type: 'BUDGET_EXHAUSTED', message: expect.stringMatching(/all 1 tool search;/) } });
    // The SDK refuses a tool call made under toolChoice 'none'; the turn still ends cleanly.
    expect(calls).toHaveLength(2);
    expect(turn.chunks.some((chunk) => chunk.type === 'error')).toBe(false);
    expect(chat.scripted.calls.map((call) => call.toolChoice?.type)).toEqual(['auto', 'auto', 'none']);
    expect(replyText(turn)).toBe('I stopped here: this turn reached its limit of 1 tool search. Send another message to continue.');
  });
});

describe('model step budget', () => {
  let chat: ScriptedChat;
  beforeAll(async () => {
    chat = await startScriptedChat({ environment: { WAYFINDER_MAX_STEPS: '3' } });
  });
  afterAll(() => chat.services.cleanup());

  it('makes the last allowed step an answer without tools', async () => {
    chat.scripted.play([searchImages, findImage('campfire'), { text: 'Found the campfire photo; the ridge one is next.' }, findImage('never called')]);
    const turn = await chat.ask('step-budget', 'find the campfire and ridge photos');
    expect(chat.scripted.calls.map((call) => call.toolChoice?.type)).toEqual(['auto', 'auto', 'none']);
    expect(JSON.stringify(chat.scripted.calls[2]!.prompt.at(-1))).toMatch(/limit of 3 model steps/);
    expect(replyText(turn)).toBe('Found the campfire photo; the ridge one is next.');
  });
});
