import type { UIMessage } from 'ai';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postChat, sendChat, userMessage } from '../support/chat-client.ts';
import { EDITOR_TOKEN as TOKEN, type ScriptedChat, startScriptedChat } from '../support/scripted-chat.ts';
import { startLocalHttpServer } from '../support/local-http-server.ts';
import type { TestServices } from '../support/test-services.ts';
import { fieldOf } from '../support/tool-output.ts';

let scripted: ScriptedChat['scripted'];
let services: TestServices;
let app: Hono;

beforeAll(async () => {
  ({ scripted, services, app } = await startScriptedChat());
});
afterAll(() => services.cleanup());

const deletePageScript = (slug: string) => [
  { toolCalls: [{ toolName: 'tool_search', input: { query: 'delete a page' } }] },
  { toolCalls: [{ toolName: 'cms_deletePage', input: { slug } }] },
];

/** The editor's answer to the pending approval, as useChat sends it back. */
function answerApproval(message: UIMessage, approved: boolean): UIMessage {
  return {
    ...message,
    parts: message.parts.map((part) =>
      'state' in part && part.state === 'approval-requested'
        ? ({
            ...part,
            state: 'approval-responded',
            approval: { ...part.approval, approved, reason: approved ? undefined : 'Keep it' },
          } as unknown as typeof part)
        : part,
    ),
  };
}

async function requestDeletion(sessionId: string, slug: string) {
  scripted.play(deletePageScript(slug));
  const question = userMessage(`delete the ${slug} page`);
  const turn = await sendChat(app, { token: TOKEN, sessionId, messages: [question] });
  return { question, turn };
}

describe('approval of destructive tools', () => {
  it('asks for approval and changes nothing until the editor answers', async () => {
    const { turn } = await requestDeletion('approval-pending', 'careers');
    expect(turn.chunks.some((chunk) => chunk.type === 'tool-approval-request')).toBe(true);
    expect(turn.chunks.some((chunk) => chunk.type === 'tool-output-available' && fieldOf(chunk.output, 'deleted'))).toBe(false);
    expect(scripted.calls).toHaveLength(2);
    expect(await services.store.pages.getBySlug('careers')).toBeDefined();
  });

  it("states the call's effect in the editor's words, and keeps it once answered", async () => {
    const { turn } = await requestDeletion('approval-described', 'careers');
    expect(turn.chunks.find((chunk) => chunk.type === 'tool-approval-request')).toMatchObject({
      reason: 'Delete page Careers: its 4 sections and 1 menu link go too',
    });
    const approvalId = (turn.chunks.find((chunk) => chunk.type === 'tool-approval-request') as { approvalId: string }).approvalId;
    scripted.play([{ text: 'Kept it.' }]);
    await postChat(app, { token: TOKEN, body: { id: 'approval-described', approvals: [{ id: approvalId, approved: false }] } });
    const stored = await services.conversations.load('approval-described');
    const part = stored[1]!.parts.find((candidate) => 'approval' in candidate) as { state: string; approval: { requestReason?: string } };
    expect(part).toMatchObject({ state: 'output-denied', approval: { requestReason: 'Delete page Careers: its 4 sections and 1 menu link go too' } });
  });

  it('runs the deletion once the editor approves', async () => {
    const { question, turn } = await requestDeletion('approval-granted', 'careers');
    scripted.play([{ text: 'The careers page is gone.' }]);
    const answer = await sendChat(app, { token: TOKEN, sessionId: 'approval-granted', messages: [question, answerApproval(turn.message!, true)] });
    expect(answer.status).toBe(200);
    expect(await services.store.pages.getBySlug('careers')).toBeUndefined();
    const output = answer.chunks.find((chunk) => chunk.type === 'tool-output-available');
    expect(output).toMatchObject({ output: { deleted: { slug: 'careers' } } });
  });

  it('tells the model about a denial and changes nothing', async () => {
    const { question, turn } = await requestDeletion('approval-denied', 'pricing');
    scripted.play([{ text: 'Understood, I kept the pricing page.' }]);
    const answer = await sendChat(app, { token: TOKEN, sessionId: 'approval-denied', messages: [question, answerApproval(turn.message!, false)] });
    expect(answer.status).toBe(200);
    expect(await services.store.pages.getBySlug('pricing')).toBeDefined();
    expect(answer.chunks.some((chunk) => chunk.type === 'tool-output-denied')).toBe(true);
    const toolMessages = scripted.calls[0]!.prompt.filter((message) => message.role === 'tool');
    expect(JSON.stringify(toolMessages)).toMatch(/denied|Keep it/i);
  });
});

describe('approval of outbound posts', () => {
  it('sends nothing to a URL until the editor approves the http_post call', async () => {
    const hook = await startLocalHttpServer((_request, response) => void response.end('ok'));
    try {
      scripted.play([
        { toolCalls: [{ toolName: 'tool_search', input: { query: 'call a webhook' } }] },
        { toolCalls: [{ toolName: 'http_post', input: { url: `${hook.url}/hook`, body: { page: 'home' } } }] },
      ]);
      const turn = await sendChat(app, { token: TOKEN, sessionId: 'post-approval', messages: [userMessage('post the home page to the webhook')] });
      expect(turn.chunks.some((chunk) => chunk.type === 'tool-approval-request')).toBe(true);
      expect(hook.requests).toHaveLength(0);
    } finally {
      await hook.close();
    }
  });
});
