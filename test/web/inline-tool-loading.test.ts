import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserMissing, type ChatPage, startChatPage } from '../support/chat-page-harness.ts';

const callTool = (name: string, args: Record<string, unknown>) => ({ toolName: 'call_tool', input: { name, arguments: args } });

describe.skipIf(browserMissing)('the chat page with inline tool loading (WAYFINDER_TOOL_LOADING=inline), in a real browser', () => {
  let chat: ChatPage;
  beforeAll(async () => {
    chat = await startChatPage({ environment: { WAYFINDER_TOOL_LOADING: 'inline' } });
    await chat.signIn();
  });
  afterAll(() => chat?.close());

  const activity = () => chat.lastAnswer().getByTestId('activity');
  const approvalCard = () => chat.page.getByRole('group', { name: 'Approval needed' }).last();

  it('shows a call_tool as the tool it runs: its line while the model writes it, then what it did, and in Details', async () => {
    chat.provider.play([
      { toolCalls: [{ toolName: 'tool_search', input: { query: 'read a page' } }] },
      { toolCalls: [callTool('cms_getPage', { slug: 'home' })], toolInputPauseMs: 1_500 },
      { text: 'The home page has a hero banner and three sections.' },
    ]);
    await chat.send('What is on the home page?');
    // The model's second step, its call half written: the line names the page from the tool's own arguments.
    await expect.poll(() => activity().allTextContents()).toEqual(['◌ Reading page “home”…']);
    expect(chat.provider.requests).toHaveLength(2);

    await chat.lastAnswer().getByText('three sections').waitFor();
    expect(await activity().allTextContents()).toEqual(['✓ Get page']);
    await chat.lastAnswer().getByText('Details').click();
    expect(await chat.lastAnswer().getByTestId('tool-line').allTextContents()).toEqual([
      expect.stringMatching(/^tool_search query: read a page.*✓/),
      expect.stringMatching(/^cms_getPage slug: home.*✓/),
    ]);
    expect(chat.pageErrors).toEqual([]);
  });

  it('asks before call_tool deletes a page, naming the tool and its effect, and deletes it once approved', async () => {
    chat.provider.play([
      { toolCalls: [{ toolName: 'tool_search', input: { query: 'delete a page' } }] },
      { toolCalls: [callTool('cms_deletePage', { slug: 'careers' })] },
    ]);
    await chat.send('delete the careers page');
    await approvalCard().waitFor();
    expect(await approvalCard().textContent()).toContain('Delete page Careers: its 4 sections and 1 menu link go too');
    expect(await chat.services.store.pages.getBySlug('careers')).toBeDefined();

    chat.provider.play([{ text: 'Deleted the careers page.' }]);
    await approvalCard().getByRole('button', { name: 'Approve' }).click();
    await chat.lastAnswer().getByText('Deleted the careers page.').waitFor();
    expect(await chat.services.store.pages.getBySlug('careers')).toBeUndefined();
    expect(await activity().allTextContents()).toEqual(['✓ Delete page']);
    await chat.lastAnswer().getByTestId('change-line').filter({ hasText: 'Deleted page Careers (4 sections, 1 menu link)' }).waitFor();
    // Reloaded, the stored conversation reads the same.
    await chat.page.reload();
    await expect.poll(() => activity().allTextContents()).toEqual(['✓ Delete page']);
    expect(chat.pageErrors).toEqual([]);
  });
});
