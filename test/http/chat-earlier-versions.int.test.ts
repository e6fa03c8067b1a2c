import type { UIMessage } from 'ai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../server/http/wire.ts';
import { postChat, userMessage } from '../support/chat-client.ts';
import { EDITOR_TOKEN, type ScriptedChat, startScriptedChat } from '../support/scripted-chat.ts';

let chat: ScriptedChat;
beforeAll(async () => {
  chat = await startScriptedChat();
});
afterAll(() => chat.services.cleanup());

const send = (body: unknown) => postChat(chat.app, { token: EDITOR_TOKEN, body });
const stored = async (sessionId: string) => (await chat.services.conversations.load(sessionId)) as ChatMessage[];
const textOf = (message: UIMessage | undefined) => (message?.parts ?? []).flatMap((part) => (part.type === 'text' ? [part.text] : [])).join('');
/** Each version of the last exchange, oldest first, as the texts of its messages. */
const versionsOfLastExchange = (messages: ChatMessage[]) => {
  const last = messages.findLast((message) => message.role === 'user')!;
  const current = messages.slice(messages.indexOf(last));
  return [...(last.metadata?.earlierVersions ?? []).map((version) => version.messages), current].map((version) => version.map(textOf));
};

describe('Regenerate', () => {
  it("keeps each earlier answer on the editor's message, so the server still has it after the page reloads", async () => {
    const question = userMessage('Write a greeting');
    chat.scripted.play([{ text: 'Hello.' }]);
    await send({ id: 'regenerated', message: question });
    for (const text of ['Hi there.', 'Good morning.']) {
      chat.scripted.play([{ text }]);
      expect((await send({ id: 'regenerated', trigger: 'regenerate-message' })).status).toBe(200);
    }
    const messages = await stored('regenerated');
    expect(messages.map(textOf)).toEqual(['Write a greeting', 'Good morning.']);
    expect(versionsOfLastExchange(messages)).toEqual([
      ['Write a greeting', 'Hello.'],
      ['Write a greeting', 'Hi there.'],
      ['Write a greeting', 'Good morning.'],
    ]);
    // The earlier answers keep their turns: the page finds what each one changed.
    expect(messages[0]!.metadata!.earlierVersions!.map((version) => version.messages[1]!.metadata?.turns)).toEqual([[1], [2]]);
  });

  it('still replays a retried message from its record, with the answer it got then, and runs nothing', async () => {
    const question = userMessage('Say a number');
    chat.scripted.play([{ text: 'One.' }]);
    await send({ id: 'retry-after-regenerate', message: question });
    chat.scripted.play([{ text: 'Two.' }]);
    await send({ id: 'retry-after-regenerate', trigger: 'regenerate-message' });
    const before = await stored('retry-after-regenerate');

    chat.scripted.play([{ text: 'should not be asked' }]);
    const retry = await send({ id: 'retry-after-regenerate', message: question });
    expect(retry.status).toBe(200);
    expect(textOf(retry.message)).toBe('One.');
    expect(chat.scripted.calls).toHaveLength(0);
    expect(await stored('retry-after-regenerate')).toEqual(before);
  });
});

describe('editing the last message and sending it again', () => {
  it('replaces the last exchange, keeping it as an earlier version, and a retry of the edit replays it', async () => {
    const first = userMessage('Create a page called Offers');
    chat.scripted.play([{ text: 'Created Offers.' }]);
    await send({ id: 'edited', message: first });
    const edit = userMessage('Create a page called Deals');
    chat.scripted.play([{ text: 'Created Deals.' }]);
    expect((await send({ id: 'edited', message: edit, replaces: first.id })).status).toBe(200);

    const messages = await stored('edited');
    expect(messages.map((message) => message.id)).toEqual([edit.id, expect.any(String)]);
    expect(versionsOfLastExchange(messages)).toEqual([
      ['Create a page called Offers', 'Created Offers.'],
      ['Create a page called Deals', 'Created Deals.'],
    ]);
    // The model is asked about the edit alone: the replaced exchange is not part of the conversation it sees.
    expect(JSON.stringify(chat.scripted.calls.at(-1)!.prompt)).not.toContain('Offers');

    chat.scripted.play([{ text: 'should not be asked' }]);
    const retry = await send({ id: 'edited', message: edit, replaces: first.id });
    expect(retry.status).toBe(200);
    expect(textOf(retry.message)).toBe('Created Deals.');
    expect(chat.scripted.calls).toHaveLength(0);
  });

  it('refuses, with a reason, a message that is not the last one, a "replaces" without a message, and an edited message id reused with new text', async () => {
    const first = userMessage('First question');
    chat.scripted.play([{ text: 'First answer.' }]);
    await send({ id: 'edit-refusals', message: first });
    const second = userMessage('Second question');
    chat.scripted.play([{ text: 'Second answer.' }]);
    await send({ id: 'edit-refusals', message: second });
    const before = await stored('edit-refusals');
    chat.scripted.play([{ text: 'should not be asked' }]);

    const notLast = await send({ id: 'edit-refusals', message: userMessage('Edited first'), replaces: first.id });
    expect(notLast.status).toBe(400);
    expect(JSON.parse(notLast.body).error.message).toMatch(/Only the editor's last message can be edited/);
    const alone = await send({ id: 'edit-refusals', replaces: second.id });
    expect(alone.status).toBe(400);
    expect(JSON.parse(alone.body).error.message).toMatch(/"replaces" goes with "message"/);
    for (const replaces of [42, '', 'x'.repeat(201)]) {
      expect((await send({ id: 'edit-refusals', message: userMessage('Edited'), replaces })).status).toBe(400);
    }
    const nothingToEdit = await send({ id: 'edit-refusals-new', message: userMessage('Hello'), replaces: 'm-1' });
    expect(nothingToEdit.status).toBe(400);
    expect(chat.scripted.calls).toHaveLength(0);
    expect(await stored('edit-refusals')).toEqual(before);

    const edit = userMessage('Second question, edited');
    chat.scripted.play([{ text: 'Edited answer.' }]);
    await send({ id: 'edit-refusals', message: edit, replaces: second.id });
    // The replaced message's id still names it: sent again with other text, it is a mistake, not a new message.
    const reused = await send({ id: 'edit-refusals', message: userMessage('Something else', second.id) });
    expect(reused.status).toBe(409);
  });

  it('ignores earlier versions a client puts on its message: only the server keeps them', async () => {
    const forged = { ...userMessage('Hello'), metadata: { earlierVersions: [{ messages: [userMessage('I never said this')] }] } };
    chat.scripted.play([{ text: 'Hi.' }]);
    await send({ id: 'forged-versions', message: forged });
    const [message] = await stored('forged-versions');
    expect(message!.metadata).toBeUndefined();
  });
});
