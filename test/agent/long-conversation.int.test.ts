import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_REMEMBERED_TOOLS } from '../../server/agent/remembered-tools.ts';
import { sendChat, userMessage } from '../support/chat-client.ts';
import { EDITOR_TOKEN as TOKEN, type ScriptedChat, startScriptedChat } from '../support/scripted-chat.ts';

let chat: ScriptedChat;
beforeAll(async () => {
  chat = await startScriptedChat();
});
afterAll(() => chat.services.cleanup());

const ask = (text: string) => sendChat(chat.app, { token: TOKEN, sessionId: 'thirty-turns', messages: [userMessage(text)] });
const searchThenUpdate = (input: Record<string, string>, answer: string) => [
  { toolCalls: [{ toolName: 'tool_search', input: { query: 'rename a page' } }] },
  { toolCalls: [{ toolName: 'cms_updatePage', input }] },
  { text: answer },
];

describe('a 30-turn conversation', () => {
  it('still tells the model what turns 1–3 changed, starts its history with an editor message and declares at most the cap of tools', async () => {
    const { scripted } = chat;
    scripted.play(searchThenUpdate({ slug: 'pricing', title: 'Our prices' }, 'The Pricing page is now called Our prices.'));
    await ask('Rename the Pricing page to Our prices');
    scripted.play(searchThenUpdate({ slug: 'contact', title: 'Talk to us' }, 'Contact is now Talk to us.'));
    await ask('Rename the Contact page to Talk to us');
    scripted.play([{ text: 'Shall I keep the slugs as they are?' }]);
    await ask('We agreed the slugs stay, right?');
    for (let turn = 4; turn < 30; turn++) {
      scripted.play([{ text: `Noted (${turn}).` }]);
      await ask(`Remember point ${turn} for the newsletter`);
    }
    scripted.play([{ text: 'At the start we renamed Pricing and Contact.' }]);
    await ask('What did we change at the very start?');

    const request = scripted.calls.at(-1)!;
    const conversation = request.prompt.filter((message) => message.role !== 'system');
    expect(conversation[0]!.role).toBe('user');
    const sent = JSON.stringify(request.prompt);
    expect(sent).toContain('Remember point 29');
    expect(sent).not.toContain('Remember point 10 ');
    // The summary follows the core prompt in the system prompt: it changes only when the cut moves.
    const system = JSON.stringify(request.prompt.filter((message) => message.role === 'system'));
    expect(system).toMatch(/Earlier: T1 asked 'Rename the Pricing page to Our prices' \| changed: [^|]*Our prices/);
    expect(system).toMatch(/T2 asked [^|]*\| changed: [^|]*Talk to us/);
    expect(system).toContain('left open');
    expect((request.tools ?? []).length).toBeLessThanOrEqual(1 + MAX_REMEMBERED_TOOLS);

    const memory = await chat.services.workingMemory.get('thirty-turns');
    expect(memory?.summary).toContain('T1 asked "Rename the Pricing page to Our prices"');
  });
});
